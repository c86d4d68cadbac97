/** GET /api/dashboard/jobs: every job of the signed-in company, active and inactive, newest first. */
import { listCompanyJobs } from '../lib/db/jobs.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler('list-dashboard-jobs', {}, async ({ session: { user } }) =>
  ok(user.companyId === undefined ? [] : await listCompanyJobs(user.companyId)),
);
