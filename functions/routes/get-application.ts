/** GET /api/applications/{id}: one application, for its applicant or the company it was sent to. */
import { route } from '../../shared/contract/routes/get-application.js';
import { apiErrors } from '../../shared/texts.js';
import { getApplication } from '../lib/db/applications.js';
import { notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { canSeeApplication } from '../lib/ownership.js';

export const handler = defineHandler(route, async ({ params, session: { user } }) => {
  const application = await getApplication(params.id);
  if (!application || !canSeeApplication(user, application)) throw notFound(apiErrors.applicationNotFound);
  return ok(application);
});
