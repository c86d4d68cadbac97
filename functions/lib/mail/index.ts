/**
 * Sends an email: to the local outbox folder when OUTBOX_DIR is set (the local stack sets it to
 * $DATA_DIR/outbox), else through SES from MAIL_FROM.
 */
import type { MailMessage } from './message.js';
import { writeToOutbox } from './outbox.js';
import { sendWithSes } from './ses.js';

export type { MailMessage } from './message.js';

const LOCAL_FROM = 'JobBoard <no-reply@jobboard.local>';

export async function sendMail(message: MailMessage): Promise<void> {
  const outbox = process.env.OUTBOX_DIR;
  if (outbox) {
    await writeToOutbox(outbox, message, process.env.MAIL_FROM || LOCAL_FROM);
    return;
  }
  const from = process.env.MAIL_FROM;
  if (!from) throw new Error('MAIL_FROM is not set: no sender address for SES');
  await sendWithSes(message, from);
}
