/**
 * DELETE /api/jobs/{id}: the owning company, or an admin (moderation), deletes a job. The jobs repository removes
 * the job, its search entries and its share of the counts in one transaction; then the job's applications are
 * marked removed: applicants keep them (with their snapshot of title and company), nobody can decide them any more.
 */
import { route } from '../../shared/contract/routes/delete-job.js';
import { apiErrors, hiringMessages } from '../../shared/texts.js';
import { markJobRemoved } from '../lib/db/applications/applications.js';
import { deleteJob, getJobRecord } from '../lib/db/jobs/jobs.js';
import { clearModeration } from '../lib/db/moderation/job-reports.js';
import { notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { jobWriteError } from '../lib/job-write-errors.js';
import { canManageJob } from '../lib/ownership.js';

export const handler = defineHandler(route, async ({ params, session: { user } }) => {
  const id = params.id;
  const job = await getJobRecord(id);
  if (job && !canManageJob(user, job)) throw notFound(apiErrors.jobNotFound);
  const deleted = job ? await deleteJob(id) : undefined;
  if (deleted && !deleted.ok && deleted.reason !== 'missing') throw jobWriteError(deleted);
  // Job ids are never reused and nobody can apply to a missing job, so every application naming a missing job is
  // to a removed one. Marking them again when the job is already gone repairs a deletion whose marking step failed
  // (the client retries the DELETE); for a job that never had applications it finds nothing.
  await markJobRemoved(id);
  await clearModeration(id);
  if (!deleted?.ok) throw notFound(apiErrors.jobNotFound);
  return ok({ message: hiringMessages.jobDeleted });
});
