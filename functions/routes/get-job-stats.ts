/**
 * GET /api/dashboard/jobs/{id}/stats: one job's views, applications and decisions per day over the last 30 days,
 * for the company that owns it only (another company's or an unknown job: 404, so ids reveal nothing).
 * Reads the job (one GetItem) and its days (one Query of at most 120 items).
 */
import { route } from '../../shared/contract/routes/get-job-stats.js';
import { apiErrors } from '../../shared/texts.js';
import { readJobDays, totalsOf } from '../lib/db/jobs/job-stats.js';
import { getJob } from '../lib/db/jobs/jobs.js';
import { notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { ownsJob } from '../lib/ownership.js';

export const handler = defineHandler(route, async ({ params, session: { user } }) => {
  const job = await getJob(params.id);
  if (!job || !ownsJob(user, job)) throw notFound(apiErrors.jobNotFound);
  const days = await readJobDays(job.id);
  return ok({ jobId: job.id, days, totals: totalsOf(days) });
});
