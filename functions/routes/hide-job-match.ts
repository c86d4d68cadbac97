/**
 * POST /api/user/matches/hidden/{id}: "Not interested". The job leaves the seeker's matches, and its skills and
 * categories are kept with the mark so jobs like it move down. Marking it again changes nothing.
 */
import { route } from '../../shared/contract/routes/hide-job-match.js';
import { apiErrors } from '../../shared/texts.js';
import { getJobRecord } from '../lib/db/jobs/jobs.js';
import { hideJob } from '../lib/db/seekers/matching-profile.js';
import { notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler(route, async ({ params, session: { user } }) => {
  const job = await getJobRecord(params.id);
  if (!job) throw notFound(apiErrors.jobNotFound);
  const hiddenCount = await hideJob(user.id, { id: job.id, skills: job.skills ?? [], cats: job.categoryIds ?? [] });
  return ok({ hiddenCount });
});
