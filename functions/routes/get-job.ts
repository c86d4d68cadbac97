/** GET /api/jobs/{id}: one active job. Unknown, non-numeric and inactive ids are all 404 to the public. */
import { parseNumericId } from '../../shared/numeric-id.js';
import { apiErrors } from '../../shared/texts.js';
import { getJob } from '../lib/db/jobs.js';
import { notFound } from '../lib/errors.js';
import { ok } from '../lib/http.js';
import { definePublicHandler } from '../lib/public-handler.js';

export const handler = definePublicHandler('get-job', {}, async ({ params }) => {
  const id = parseNumericId(params.id);
  const job = id === undefined ? undefined : await getJob(id);
  if (!job?.isActive) throw notFound(apiErrors.jobNotFound);
  return ok(job);
});
