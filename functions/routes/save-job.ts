/**
 * PUT /api/saved-jobs/{jobId}: the signed-in seeker bookmarks an active job. Saving a saved job again answers the
 * same (PUT is idempotent); past the limit it answers 409 with what to do.
 */
import { route } from '../../shared/contract/routes/save-job.js';
import { seekerMessages } from '../../shared/texts/seekers-texts.js';
import { apiErrors } from '../../shared/texts.js';
import { getJob, isPublic } from '../lib/db/jobs/jobs.js';
import { saveJob } from '../lib/db/seekers/saved-jobs.js';
import { conflict, notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler(route, async ({ params, session: { user } }) => {
  const job = await getJob(params.jobId);
  // Inactive jobs are hidden from the public, so they cannot be newly saved either.
  if (!job || !isPublic(job)) throw notFound(apiErrors.jobNotFound);
  const outcome = await saveJob(user.id, job);
  if (outcome === 'full') throw conflict(seekerMessages.savedJobsFull);
  return ok({ jobId: job.id, saved: true });
});
