/**
 * GET /api/jobs/{id}: one active job. Unknown, non-numeric, inactive and moderated (job-visibility.ts) ids are all
 * 404 to the public.
 */
import { route } from '../../shared/contract/routes/get-job.js';
import { apiErrors } from '../../shared/texts.js';
import { getJob, isPublic } from '../lib/db/jobs.js';
import { notFound } from '../lib/errors.js';
import { ok } from '../lib/http.js';
import { definePublicHandler } from '../lib/public-handler.js';

export const handler = definePublicHandler(route, async ({ params }) => {
  const job = await getJob(params.id);
  if (!job || !isPublic(job)) throw notFound(apiErrors.jobNotFound);
  return ok(job);
});
