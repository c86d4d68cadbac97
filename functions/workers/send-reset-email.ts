/**
 * The sender of password-reset emails, a Lambda invoked asynchronously by POST /api/forgot-password (never an API
 * route): it looks the email up and, for an account, issues a reset token and mails the link; for an unknown email
 * it does nothing. The route has already answered, the same for both.
 *
 * A failure to send is logged, counted (EmailsNotSent) and thrown, so Lambda retries the event (twice, then the
 * dead-letter queue, which alarms). A retry issues a new token; the unsent one is stored only as a hash and expires
 * within the hour. Each email SES accepts is counted (EmailsSent): the dashboard sets them beside SES's bounces.
 */
import { issueResetToken } from '../lib/db/reset-tokens.js';
import { findUserByEmail } from '../lib/db/users.js';
import { logger } from '../lib/logger.js';
import { sendMail } from '../lib/mail/index.js';
import { resetEmail } from '../lib/mail/reset-email.js';
import type { ResetEmailRequest } from '../lib/mail/reset-request.js';
import { countEvent, mailEvents } from '../lib/middleware/observability.js';

const isRequest = (event: unknown): event is ResetEmailRequest =>
  typeof event === 'object' && event !== null && typeof (event as ResetEmailRequest).email === 'string';

export async function handler(event: unknown): Promise<void> {
  // Only the forgot-password route invokes this, with a validated email; anything else is dropped, not retried.
  if (!isRequest(event)) {
    logger.error('Password reset request malformed, dropped');
    return;
  }
  const user = await findUserByEmail(event.email);
  if (!user) return;
  try {
    const token = await issueResetToken(user.id);
    await sendMail(resetEmail(user, token));
  } catch (error) {
    logger.error('Password reset email not sent', { userId: user.id, error: error as Error });
    countEvent(mailEvents.failed);
    throw error;
  }
  countEvent(mailEvents.sent);
}
