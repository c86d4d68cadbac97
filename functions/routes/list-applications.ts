/** GET /api/applications: a seeker's own applications, or those to a company's jobs; newest first. */
import { listApplications } from '../lib/db/applications.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler('list-applications', {}, async ({ session: { user } }) => {
  if (user.role === 'job_seeker') return ok(await listApplications({ seeker: user.id }));
  if (user.role === 'company' && user.companyId !== undefined) {
    return ok(await listApplications({ company: user.companyId }));
  }
  return ok([]);
});
