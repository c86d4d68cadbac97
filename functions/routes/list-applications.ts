/** GET /api/applications: a seeker's own applications, or those to a company's jobs; newest first. */
import { route } from '../../shared/contract/routes/list-applications.js';
import { listApplications } from '../lib/db/applications/applications.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler(route, async ({ session: { user } }) => {
  if (user.role === 'job_seeker') return ok(await listApplications({ seeker: user.id }));
  if (user.role === 'company' && user.companyId !== undefined) {
    return ok(await listApplications({ company: user.companyId }));
  }
  return ok([]);
});
