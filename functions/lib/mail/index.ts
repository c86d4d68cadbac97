/**
 * THE one way the app sends email, and so the one place of its two refusals:
 * - an account's address that is not confirmed yet (db/accounts/email-verification.ts) gets only its confirmation link and
 *   password resets (`purpose`); any other email (alerts, application emails, summaries, whatever a new feature
 *   sends) is skipped with a log line and an `EmailsNotSent` count with `reason: unconfirmed`;
 * - an address on the app's suppression list (it bounced hard or complained: see db/accounts/suppressed-emails.ts): skipped
 *   with a log line and an `EmailsNotSent` count with the dimension `reason: suppressed`.
 * Either way the caller carries on as if it was sent (no error reaches a user). Both marks live in the address's
 * `SUPPRESSED#` partition, which every mail sender may read: two GetItems sent together.
 *
 * Otherwise to the local outbox folder when OUTBOX_DIR is set (the local stack sets it to $DATA_DIR/outbox;
 * SES's mailbox simulator addresses then produce their bounce or complaint there, as SES would), else through SES
 * from MAIL_FROM.
 */
import { isUnconfirmedAddress } from '../db/accounts/email-verification.js';
import { suppressEmail, suppressionOf } from '../db/accounts/suppressed-emails.js';
import { logger } from '../logger.js';
import { countEvent, mailEvents } from '../middleware/observability.js';
import { simulatedSesEvent } from './mailbox-simulator.js';
import type { MailMessage } from './message.js';
import { writeToOutbox } from './outbox.js';
import { sendWithSes } from './ses.js';
import { suppressionsOf } from './ses-events.js';

export type { MailMessage } from './message.js';

const LOCAL_FROM = 'JobBoard <no-reply@jobboard.local>';

export type MailOutcome = 'sent' | 'suppressed' | 'unconfirmed';

export async function sendMail(message: MailMessage): Promise<MailOutcome> {
  const [suppressed, unconfirmed] = await Promise.all([
    suppressionOf(message.to),
    message.purpose ? false : isUnconfirmedAddress(message.to),
  ]);
  if (unconfirmed) {
    logger.info('Email not sent: the address is not confirmed yet', { subject: message.subject });
    countEvent(mailEvents.failed, { reason: 'unconfirmed' });
    return 'unconfirmed';
  }
  if (suppressed) {
    // The address stays out of the log line: the reason and the subject say what was skipped.
    logger.info('Email not sent: the address is suppressed', { reason: suppressed, subject: message.subject });
    countEvent(mailEvents.failed, { reason: 'suppressed' });
    return 'suppressed';
  }
  const outbox = process.env.OUTBOX_DIR;
  if (outbox) {
    await writeToOutbox(outbox, message, process.env.MAIL_FROM || LOCAL_FROM);
    const event = simulatedSesEvent(message.to);
    for (const suppression of event ? suppressionsOf(event) : []) await suppressEmail(suppression);
    return 'sent';
  }
  const from = process.env.MAIL_FROM;
  if (!from) throw new Error('MAIL_FROM is not set: no sender address for SES');
  await sendWithSes(message, from);
  return 'sent';
}
