/**
 * POST /api/jobs/{id}/views: the job page's fire-and-forget beacon. Counts one view of a job the public can see
 * (any other id: 404) with two writes, to sharded day counters of the job and of its company; the owning company's own looks are not counted.
 * Answers 202 with no body either way: the page never waits on it.
 */
import { route } from '../../shared/contract/routes/record-job-view.js';
import { apiErrors } from '../../shared/texts.js';
import { countView } from '../lib/db/jobs/job-stats.js';
import { getJob, isPublic } from '../lib/db/jobs/jobs.js';
import { notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ownsJob } from '../lib/ownership.js';

export const handler = defineHandler(route, async ({ params, session }) => {
  const job = await getJob(params.id);
  if (!job || !isPublic(job)) throw notFound(apiErrors.jobNotFound);
  if (!(session && ownsJob(session.user, job))) await countView(job);
  return { statusCode: 202 };
});
