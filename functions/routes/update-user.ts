/**
 * PATCH /api/user: name, email and, for companies, the company name (`company`). Other fields (id, role,
 * username, password) are not part of the schema and are dropped; who is changed comes from the session.
 * A renamed company's jobs follow, so no card keeps showing the old name.
 */
import { profileUpdateSchema } from '../../shared/schemas/auth.js';
import { updateProfile } from '../lib/db/accounts.js';
import { renameCompanyOnJobs } from '../lib/db/jobs.js';
import { toPublicUser } from '../lib/db/users.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler('update-user', { body: profileUpdateSchema }, async ({ body, session }) => {
  const updated = await updateProfile(session.user, body);
  if (updated.companyId !== undefined && updated.companyName && updated.companyName !== session.user.companyName) {
    await renameCompanyOnJobs(updated.companyId, updated.companyName);
  }
  return ok(toPublicUser(updated));
});
