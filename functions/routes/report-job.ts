/**
 * POST /api/jobs/{id}/reports: any signed-in user reports a job the public can see, with a reason (the reporter is
 * the session's user, never the body's). One report per user per job (409 for a second); a company cannot report
 * its own job (403). Reports from REPORTS_TO_HIDE different users hide the job for review (job-reports.ts).
 */
import { route } from '../../shared/contract/routes/report-job.js';
import { moderationMessages } from '../../shared/moderation-texts.js';
import { apiErrors } from '../../shared/texts.js';
import { reportJob } from '../lib/db/job-reports.js';
import { getJob, isPublic } from '../lib/db/jobs.js';
import { conflict, forbidden, notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { created } from '../lib/http.js';
import { ownsJob } from '../lib/ownership.js';

export const handler = defineHandler(route, async ({ params, body, session: { user } }) => {
  const job = await getJob(params.id);
  if (!job || !isPublic(job)) throw notFound(apiErrors.jobNotFound);
  if (ownsJob(user, job)) throw forbidden(moderationMessages.ownJob);
  const outcome = await reportJob(job, user, body);
  if (outcome === 'already-reported') throw conflict(moderationMessages.alreadyReported);
  return created({
    jobId: job.id,
    reason: body.reason,
    ...(body.details ? { details: body.details } : {}),
    createdAt: new Date().toISOString(),
  });
});
