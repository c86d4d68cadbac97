/**
 * The mail worker, a Lambda invoked asynchronously (never an API route), with two kinds of request:
 * - from POST /api/forgot-password `{email}`: it looks the email up and, for an account, issues a reset token and
 *   mails the link; for an unknown email it does nothing. The route has already answered, the same for both.
 * - from POST /api/contact `{kind: 'contact', name, email, subject, message}`: it mails the message to the support
 *   address (SUPPORT_EMAIL).
 *
 * A failure to send is logged, counted (EmailsNotSent) and thrown, so Lambda retries the event (twice, then the
 * dead-letter queue, which alarms). A retry issues a new token; the unsent one is stored only as a hash and expires
 * within the hour. Each email SES accepts is counted (EmailsSent): the dashboard sets them beside SES's bounces. An
 * email to a suppressed address is not sent (sendMail counts it); the reset token issued for it expires unused.
 */

import * as v from 'valibot';
import { contactSchema } from '../../shared/schemas/contact.js';
import { issueResetToken } from '../lib/db/reset-tokens.js';
import { findUserByEmail } from '../lib/db/users.js';
import { logger } from '../lib/logger.js';
import { contactEmail } from '../lib/mail/contact-email.js';
import { type MailOutcome, sendMail } from '../lib/mail/index.js';
import type { ContactEmailRequest, ResetEmailRequest } from '../lib/mail/mail-request.js';
import { resetEmail } from '../lib/mail/reset-email.js';
import { countEvent, mailEvents } from '../lib/middleware/observability.js';

const isRequest = (event: unknown): event is ResetEmailRequest =>
  typeof event === 'object' && event !== null && typeof (event as ResetEmailRequest).email === 'string';

const isContact = (event: unknown): event is ContactEmailRequest =>
  (event as ContactEmailRequest | null)?.kind === 'contact' && v.is(contactSchema, event);

async function sendContact(request: ContactEmailRequest): Promise<void> {
  const support = process.env.SUPPORT_EMAIL;
  if (!support) throw new Error('SUPPORT_EMAIL is not set: nowhere to send contact messages');
  let outcome: MailOutcome;
  try {
    outcome = await sendMail(contactEmail(support, request));
  } catch (error) {
    logger.error('Contact message not sent', { error: error as Error });
    countEvent(mailEvents.failed);
    throw error;
  }
  if (outcome === 'sent') countEvent(mailEvents.sent);
}

export async function handler(event: unknown): Promise<void> {
  if (isContact(event)) return sendContact(event);
  // Only the two routes invoke this, with validated input; anything else is dropped, not retried.
  if (!isRequest(event)) {
    logger.error('Mail request malformed, dropped');
    return;
  }
  const user = await findUserByEmail(event.email);
  if (!user) return;
  let outcome: MailOutcome;
  try {
    const token = await issueResetToken(user.id);
    outcome = await sendMail(resetEmail(user, token));
  } catch (error) {
    logger.error('Password reset email not sent', { userId: user.id, error: error as Error });
    countEvent(mailEvents.failed);
    throw error;
  }
  if (outcome === 'sent') countEvent(mailEvents.sent);
}
