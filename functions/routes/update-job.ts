/**
 * PUT /api/jobs/{id}: the owning company edits any field or activates/deactivates its job (`{ "isActive": false }`).
 * An admin may only change `isActive` (moderation): any other field is a 403. Anyone else gets 404, as for a job
 * that does not exist. Fields left out are kept; salary or experience sent as '' or null are cleared.
 */

import { parseNumericId } from '../../shared/numeric-id.js';
import { jobChangesSchema } from '../../shared/schemas/job-input.js';
import { apiErrors, hiringMessages } from '../../shared/texts.js';
import { getJob, updateJob } from '../lib/db/jobs.js';
import { badRequest, forbidden, notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { objectBody } from '../lib/object-body.js';
import { canManageJob } from '../lib/ownership.js';

const body = objectBody(jobChangesSchema);

export const handler = defineHandler('update-job', { body }, async ({ params, body, session: { user } }) => {
  const id = parseNumericId(params.id);
  const job = id === undefined ? undefined : await getJob(id);
  if (!job || !canManageJob(user, job)) throw notFound(apiErrors.jobNotFound);
  const fields = Object.keys(body);
  if (user.role === 'admin' && fields.some((field) => field !== 'isActive')) {
    throw forbidden(hiringMessages.adminModerationOnly);
  }
  if (fields.length === 0) throw badRequest(hiringMessages.nothingToChange);
  const updated = await updateJob(job.id, body);
  if (!updated) throw notFound(apiErrors.jobNotFound); // deleted a moment ago
  return ok(updated);
});
