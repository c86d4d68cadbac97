/**
 * PUT /api/applications/{id}: the company the application was sent to approves or rejects it, once, while it is
 * pending and its job still exists. The time and the deciding user are kept (statusChangedAt/By), and the optional
 * message to the applicant (decisionMessage). The applicant's email is handed to the application-mail sender (an asynchronous invocation).
 */

import { route } from '../../shared/contract/routes/update-application-status.js';
import { seekerMessages } from '../../shared/texts/seekers-texts.js';
import { apiErrors, hiringMessages } from '../../shared/texts.js';
import { decideApplication, getApplication } from '../lib/db/applications/applications.js';
import { conflict, notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { handOffApplicationMail } from '../lib/mail/application-mail-request.js';
import { canDecideApplication } from '../lib/ownership.js';

export const handler = defineHandler(route, async ({ params, body, session: { user } }) => {
  const application = await getApplication(params.id);
  if (!application || !canDecideApplication(user, application)) throw notFound(apiErrors.applicationNotFound);
  const outcome = await decideApplication(application, body.status, user.id, body.message);
  if (outcome.ok) {
    await handOffApplicationMail({ kind: 'application-decided', applicationId: outcome.application.id });
    return ok(outcome.application);
  }
  if (outcome.reason === 'not-pending' && outcome.status === 'withdrawn') {
    throw conflict(seekerMessages.withdrawnCannotBeDecided);
  }
  if (outcome.reason === 'not-pending') throw conflict(hiringMessages.alreadyDecided(outcome.status));
  if (outcome.reason === 'job-removed') throw conflict(hiringMessages.jobRemoved);
  throw notFound(apiErrors.applicationNotFound);
});
