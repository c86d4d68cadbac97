/**
 * POST /api/jobs/{id}/still-hiring `{ "open": true | false }`: the owning company answers "Still hiring?" with one
 * click: true confirms the job is open (it shows "Confirmed open" and is asked again 30 days later), false closes
 * it. Either answer is an audit-log line naming the account that gave it. Anyone else's job is 404, as for a job
 * that does not exist; a closed job cannot be confirmed (409: repost it instead).
 */
import { route } from '../../shared/contract/routes/answer-still-hiring.js';
import { moderationMessages } from '../../shared/texts/moderation-texts.js';
import { apiErrors, promiseTexts } from '../../shared/texts.js';
import { getJob, isPublic } from '../lib/db/jobs/jobs.js';
import { answerStillHiring } from '../lib/db/jobs/still-hiring.js';
import { getCompanySuspension } from '../lib/db/moderation/company-suspension.js';
import { conflict, forbidden, notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { jobWriteError } from '../lib/job-write-errors.js';
import { ownsJob } from '../lib/ownership.js';

export const handler = defineHandler(route, async ({ params, body, session: { user } }) => {
  const job = await getJob(params.id);
  if (!job || !ownsJob(user, job)) throw notFound(apiErrors.jobNotFound);
  const suspension = await getCompanySuspension(job.companyId);
  if (suspension) throw forbidden(moderationMessages.companySuspended(suspension.reason));
  // Closing a job that is already closed changes nothing.
  if (!body.open && !isPublic(job)) return ok(job);
  const answer = await answerStillHiring(job.id, body.open, { id: user.id, name: user.name || user.username });
  if (answer.ok) return ok(answer.job);
  if (answer.reason === 'not-open') throw conflict(promiseTexts.notOpenAnyMore);
  if (answer.reason === 'missing') throw notFound(apiErrors.jobNotFound);
  throw jobWriteError(answer);
});
