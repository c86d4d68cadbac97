/**
 * DELETE /api/saved-jobs/{jobId}: removes the seeker's bookmark. Removing one that is not there answers the same,
 * so a double click or a second tab never shows an error; the job itself may be gone by then.
 */
import { route } from '../../shared/contract/routes/unsave-job.js';
import { unsaveJob } from '../lib/db/seekers/saved-jobs.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler(route, async ({ params, session: { user } }) => {
  const id = params.jobId;
  await unsaveJob(user.id, id);
  return ok({ jobId: id, saved: false });
});
