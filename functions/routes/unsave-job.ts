/**
 * DELETE /api/saved-jobs/{jobId}: removes the seeker's bookmark. Removing one that is not there answers the same,
 * so a double click or a second tab never shows an error; the job itself may be gone by then.
 */
import { parseNumericId } from '../../shared/numeric-id.js';
import { apiErrors } from '../../shared/texts.js';
import { unsaveJob } from '../lib/db/saved-jobs.js';
import { notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler('unsave-job', {}, async ({ params, session: { user } }) => {
  const id = parseNumericId(params.jobId);
  if (id === undefined) throw notFound(apiErrors.jobNotFound);
  await unsaveJob(user.id, id);
  return ok({ jobId: id, saved: false });
});
