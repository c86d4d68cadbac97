/** PUT /api/applications/{id}: the owning company approves or rejects a pending application, once. */

import { statusUpdateSchema } from '../../shared/schemas/application.js';
import { parseNumericId } from '../../shared/schemas/fields.js';
import { apiErrors } from '../../shared/texts.js';
import { decideApplication, getApplication } from '../lib/db/applications.js';
import { conflict, notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { canSeeApplication } from '../lib/ownership.js';

export const handler = defineHandler(
  'update-application-status',
  { body: statusUpdateSchema },
  async ({ params, body, session: { user } }) => {
    const id = parseNumericId(params.id);
    const application = id === undefined ? undefined : await getApplication(id);
    if (!application || !canSeeApplication(user, application)) throw notFound(apiErrors.applicationNotFound);
    const outcome = await decideApplication(application.id, body.status, user.id);
    if (outcome.ok) return ok(outcome.application);
    if (outcome.reason === 'job-removed') {
      throw conflict('This job has been removed, so its applications can no longer be decided');
    }
    throw conflict(`This application has already been ${outcome.status}; only pending applications can be decided`);
  },
);
