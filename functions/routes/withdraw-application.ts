/**
 * POST /api/applications/{id}/withdraw: the applicant takes back a pending application. It stays in their history
 * with its job snapshot, and the company sees it as withdrawn; a decided (or already withdrawn) one answers 409.
 */
import { route } from '../../shared/contract/routes/withdraw-application.js';
import { seekerMessages } from '../../shared/texts/seekers-texts.js';
import { apiErrors } from '../../shared/texts.js';
import { getApplication, withdrawApplication } from '../lib/db/applications/applications.js';
import { conflict, notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler(route, async ({ params, session: { user } }) => {
  const application = await getApplication(params.id);
  // Someone else's application is answered like a missing one: ids reveal nothing.
  if (!application || application.userId !== user.id) throw notFound(apiErrors.applicationNotFound);
  const outcome = await withdrawApplication(application);
  if (outcome.ok) return ok(outcome.application);
  if (outcome.reason === 'not-pending') throw conflict(seekerMessages.onlyPendingWithdrawn(outcome.status));
  throw notFound(apiErrors.applicationNotFound);
});
