/**
 * POST /api/jobs/{id}/reports: anyone reports a job the public can see, with a reason and optional details.
 * - Signed in: the reporter is the session's user, never the body's. One report per user per job (409 for a
 *   second); a company cannot report its own job (403). Reports from REPORTS_TO_HIDE different users hide the job
 *   for review (job-reports.ts).
 * - Signed out: rate-limited per address (429), one report per address per job (409), with an optional email for
 *   a follow-up. These reports reach the admin's queue but never hide a job by themselves (docs/moderation.md).
 */
import { createHash } from 'node:crypto';
import { route } from '../../shared/contract/routes/report-job.js';
import { moderationMessages } from '../../shared/texts/moderation-texts.js';
import { apiErrors } from '../../shared/texts.js';
import { getJob, isPublic } from '../lib/db/jobs/jobs.js';
import { type Reporter, reportJob } from '../lib/db/moderation/job-reports.js';
import { conflict, forbidden, notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { created } from '../lib/http.js';
import { ownsJob } from '../lib/ownership.js';
import { clientAddress, limitAttempts, rateRules } from '../lib/rate-limit.js';

/** The address as the report's key: hashed, so the table keeps no visitor's address. */
const addressHash = (address: string) => createHash('sha256').update(address).digest('base64url').slice(0, 32);

export const handler = defineHandler(route, async ({ params, body, session, event }) => {
  const user = session?.user;
  if (!user)
    await limitAttempts([[rateRules.reportPerAddress, clientAddress(event)]], moderationMessages.tooManyReports);
  const job = await getJob(params.id);
  if (!job || !isPublic(job)) throw notFound(apiErrors.jobNotFound);
  if (user && ownsJob(user, job)) throw forbidden(moderationMessages.ownJob);
  const reporter: Reporter = user ? { user } : { addressHash: addressHash(clientAddress(event)) };
  const outcome = await reportJob(job, reporter, body);
  if (outcome === 'already-reported') throw conflict(moderationMessages.alreadyReported);
  return created({
    jobId: job.id,
    reason: body.reason,
    ...(body.details ? { details: body.details } : {}),
    createdAt: new Date().toISOString(),
  });
});
