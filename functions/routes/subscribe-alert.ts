/**
 * POST /api/alerts/subscribe {email, name?, frequency, filters}: a visitor's alert, double opt-in. The alert is
 * stored unconfirmed (it sends nothing and is removed after the confirmation window) and a signed confirmation
 * link is mailed to the address. Counted per address and per email before anything else, so the form cannot be
 * used to flood a mailbox.
 */
import { alertMessages } from '../../shared/alert-texts.js';
import { route } from '../../shared/contract/routes/subscribe-alert.js';
import { alertName } from '../lib/alerts/alert-name.js';
import { confirmToken } from '../lib/alerts/tokens.js';
import { createAlert } from '../lib/db/alerts.js';
import { alertOwner } from '../lib/db/keys.js';
import { created } from '../lib/http.js';
import { confirmAlertEmail } from '../lib/mail/alert-emails.js';
import { sendMail } from '../lib/mail/index.js';
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
  if (alert !== 'full') await sendMail(confirmAlertEmail(email, alert.name, await confirmToken(alert)));
  return created({ message: alertMessages.checkInbox(email) });
});
