/** GET /api/jobs/{id}: one active job. Unknown, non-numeric and inactive ids are all 404 to the public. */
import { parseNumericId } from '../../shared/schemas/fields.js';
import { apiErrors } from '../../shared/texts.js';
import { getJob } from '../lib/db/jobs.js';
import { notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler('get-job', {}, async ({ params }) => {
  const id = parseNumericId(params.id);
  const job = id === undefined ? undefined : await getJob(id);
  if (!job?.isActive) throw notFound(apiErrors.jobNotFound);
  return ok(job);
});
