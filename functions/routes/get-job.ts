/**
 * GET /api/jobs/{id}: one active job. Unknown, non-numeric, inactive and moderated (job-visibility.ts) ids are all
 * 404 to the public, except a job closed because its company did not confirm it is still hiring: 410 with that
 * reason, so its page can say it (docs/hiring.md, "Still hiring?").
 */
import { route } from '../../shared/contract/routes/get-job.js';
import { apiErrors, promiseTexts } from '../../shared/texts.js';
import { isClosedUnconfirmed } from '../lib/db/jobs/job-visibility.js';
import { getJob, isPublic } from '../lib/db/jobs/jobs.js';
import { gone, notFound } from '../lib/errors.js';
import { ok } from '../lib/http.js';
import { definePublicHandler } from '../lib/public-handler.js';

export const handler = definePublicHandler(route, async ({ params }) => {
  const job = await getJob(params.id);
  if (job && isClosedUnconfirmed(job)) {
    throw gone(promiseTexts.closedUnconfirmed);
  }
  if (!job || !isPublic(job)) throw notFound(apiErrors.jobNotFound);
  return ok(job);
});
