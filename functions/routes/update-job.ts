/**
 * PUT /api/jobs/{id}: the owning company edits any field or activates/deactivates its job (`{ "isActive": false }`).
 * An admin may only change `isActive` (moderation): any other field is a 403. Anyone else gets 404, as for a job
 * that does not exist. Fields left out are kept; salary or experience sent as '' or null are cleared. A suspended
 * company cannot edit (403); the moderation marks (job-visibility.ts) are not the company's to change.
 */

import { route } from '../../shared/contract/routes/update-job.js';
import { moderationMessages } from '../../shared/texts/moderation-texts.js';
import { apiErrors, hiringMessages } from '../../shared/texts.js';
import { getJob, updateJob } from '../lib/db/jobs/jobs.js';
import { getCompanySuspension } from '../lib/db/moderation/company-suspension.js';
import { badRequest, forbidden, notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { jobWriteError } from '../lib/job-write-errors.js';
import { canManageJob } from '../lib/ownership.js';

export const handler = defineHandler(route, async ({ params, body, session: { user } }) => {
  const job = await getJob(params.id);
  if (!job || !canManageJob(user, job)) throw notFound(apiErrors.jobNotFound);
  const fields = Object.keys(body);
  if (user.role === 'admin' && fields.some((field) => field !== 'isActive')) {
    throw forbidden(hiringMessages.adminModerationOnly);
  }
  if (fields.length === 0) throw badRequest(hiringMessages.nothingToChange);
  const suspension = user.role === 'company' ? await getCompanySuspension(job.companyId) : undefined;
  if (suspension) throw forbidden(moderationMessages.companySuspended(suspension.reason));
  const updated = await updateJob(job.id, body);
  if (updated.ok) return ok(updated.job);
  if (updated.reason === 'missing') throw notFound(apiErrors.jobNotFound); // deleted a moment ago
  throw jobWriteError(updated);
});
