/** GET /api/dashboard/jobs: every job of the signed-in company, active and inactive, newest first. */
import { route } from '../../shared/contract/routes/list-dashboard-jobs.js';
import { listCompanyJobs } from '../lib/db/jobs/jobs.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler(route, async ({ session: { user } }) =>
  ok(user.companyId === undefined ? [] : await listCompanyJobs(user.companyId)),
);
