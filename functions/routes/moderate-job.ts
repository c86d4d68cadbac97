/**
 * POST /api/admin/jobs/{id}/moderation: an admin deactivates, restores or deletes a job, with a reason for the
 * audit log (job-moderation.ts says what each does). 404 for a missing job, 409 when the action has nothing to do.
 */
import { route } from '../../shared/contract/routes/moderate-job.js';
import { moderationMessages } from '../../shared/texts/moderation-texts.js';
import { apiErrors } from '../../shared/texts.js';
import { moderateJob } from '../lib/db/moderation/job-moderation.js';
import { conflict, notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { jobWriteError } from '../lib/job-write-errors.js';

export const handler = defineHandler(route, async ({ params, body, session: { user } }) => {
  const outcome = await moderateJob(params.id, body.action, body.reason, user);
  if (outcome === 'missing') throw notFound(apiErrors.jobNotFound);
  if (outcome === 'already-deactivated') throw conflict(moderationMessages.alreadyDeactivated);
  if (outcome === 'nothing-to-restore') throw conflict(moderationMessages.nothingToRestore);
  if (outcome !== 'done') throw jobWriteError({ ok: false, reason: outcome });
  return ok({ message: moderationMessages.done[body.action] });
});
