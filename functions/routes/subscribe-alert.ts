/**
 * POST /api/alerts/subscribe {email, name?, frequency, filters}: a visitor's alert, double opt-in. The alert is
 * stored unconfirmed (it sends nothing and is removed after the confirmation window) and a signed confirmation
 * link is handed to the mail worker (an asynchronous invocation, mail-request.ts), which mails it to the address.
 * Counted per address and per email before anything else, so the form cannot be used to flood a mailbox. When the
 * hand-over fails the visitor is told to try again (503); the unconfirmed alert left behind expires unused.
 */

import { route } from '../../shared/contract/routes/subscribe-alert.js';
import { alertMessages } from '../../shared/texts/alert-texts.js';
import { alertName } from '../lib/alerts/alert-name.js';
import { confirmToken } from '../lib/alerts/tokens.js';
import { createAlert } from '../lib/db/alerts/alerts.js';
import { alertOwner } from '../lib/db/kit/keys.js';
import { created } from '../lib/http.js';
import { logger } from '../lib/logger.js';
import { mailNotQueued, queueMail } from '../lib/mail/mail-request.js';
import { definePublicHandler } from '../lib/public-handler.js';
import { clientAddress, limitAttempts, rateRules } from '../lib/rate-limit.js';

export const handler = definePublicHandler(route, async ({ body, event }) => {
  const email = body.email.toLowerCase();
  await limitAttempts(
    [
      [rateRules.alertSubscribePerEmail, email],
      [rateRules.alertSubscribePerAddress, clientAddress(event)],
    ],
    alertMessages.tooManySubscriptions,
  );
  const alert = await createAlert({
    owner: alertOwner.email(email),
    email,
    name: alertName(body.name, body.filters),
    frequency: body.frequency,
    filters: body.filters,
    confirmed: false,
  });
  // Unconfirmed alerts never count against the limit, so this is never 'full'.
  if (alert !== 'full') {
    try {
      await queueMail({ kind: 'alert-confirm', email, alertName: alert.name, token: await confirmToken(alert) });
    } catch (error) {
      logger.error('Alert confirmation not queued', { error: error as Error });
      return mailNotQueued(alertMessages.confirmationNotQueued);
    }
  }
  return created({ message: alertMessages.checkInbox(email) });
});
