/**
 * Sends an email, unless its address is on the app's suppression list (it bounced hard or complained: see
 * db/suppressed-emails.ts): that message is skipped with a log line and an `EmailsNotSent` count with the dimension
 * `reason: suppressed`, and the caller carries on as if it was sent (no error reaches a user).
 *
 * Otherwise to the local outbox folder when OUTBOX_DIR is set (the local stack sets it to $DATA_DIR/outbox;
 * SES's mailbox simulator addresses then produce their bounce or complaint there, as SES would), else through SES
 * from MAIL_FROM.
 */
import { suppressEmail, suppressionOf } from '../db/suppressed-emails.js';
import { logger } from '../logger.js';
import { countEvent, mailEvents } from '../middleware/observability.js';
import { simulatedSesEvent } from './mailbox-simulator.js';
import type { MailMessage } from './message.js';
import { writeToOutbox } from './outbox.js';
import { sendWithSes } from './ses.js';
import { suppressionsOf } from './ses-events.js';

export type { MailMessage } from './message.js';

const LOCAL_FROM = 'JobBoard <no-reply@jobboard.local>';

export type MailOutcome = 'sent' | 'suppressed';

export async function sendMail(message: MailMessage): Promise<MailOutcome> {
  const suppressed = await suppressionOf(message.to);
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
