/**
 * The mail worker, a Lambda invoked asynchronously (never an API route), with three kinds of request:
 * - from POST /api/forgot-password `{email}`: it looks the email up and, for an account, issues a reset token and
 *   mails the link; for an unknown email it does nothing. The route has already answered, the same for both.
 * - from POST /api/contact `{kind: 'contact', name, email, subject, message}`: it mails the message to the support
 *   address (SUPPORT_EMAIL).
 * - from POST /api/alerts/subscribe `{kind: 'alert-confirm', email, alertName, token}`: it mails the job alert's
 *   confirmation link (the route signed its token) to the visitor.
 * - from PUT /api/admin/companies/{id}/suspension `{kind: 'company-suspension', companyId}`: it mails the company's
 *   account that it is suspended (with the reason) or reinstated, as the company item says when it runs.
 * - from register, PATCH /api/user and POST /api/user/email-confirmation `{kind: 'confirm-email', userId}`: it
 *   issues an email confirmation token and mails the link to the account's current address, if still unconfirmed;
 *   from PATCH /api/user `{kind: 'email-changed', email, newEmail, name}`: the notice to the old address.
 * - from the second-factor off and recovery-code routes `{kind: 'second-factor-changed', userId, change}`: a notice
 *   to the account's address, if confirmed (an unconfirmed address gets nothing but its link and resets).
 *
 * A failure to send is logged, counted (EmailsNotSent) and thrown, so Lambda retries the event (twice, then the
 * dead-letter queue, which alarms). A retry issues a new token; the unsent one is stored only as a hash and expires
 * within the hour. Each email SES accepts is counted (EmailsSent): the dashboard sets them beside SES's bounces. An
 * email to a suppressed address is not sent (sendMail counts it); the reset token issued for it expires unused.
 */

import * as v from 'valibot';
import { contactSchema } from '../../shared/schemas/contact.js';
import { issueEmailToken } from '../lib/db/accounts/email-verification.js';
import { issueResetToken } from '../lib/db/accounts/reset-tokens.js';
import { findUserByEmail, getUser } from '../lib/db/accounts/users.js';
import { getCompanyWithSuspension } from '../lib/db/moderation/company-suspension.js';
import { logger } from '../lib/logger.js';
import { confirmAlertEmail } from '../lib/mail/alert-emails.js';
import { confirmEmailMessage, emailChangedMessage } from '../lib/mail/confirm-email.js';
import { contactEmail } from '../lib/mail/contact-email.js';
import { type MailMessage, type MailOutcome, sendMail } from '../lib/mail/index.js';
import {
  alertConfirmRequestSchema,
  type ContactEmailRequest,
  companySuspensionRequestSchema,
  confirmEmailRequestSchema,
  emailChangedRequestSchema,
  type ResetEmailRequest,
  secondFactorChangedRequestSchema,
} from '../lib/mail/mail-request.js';
import { resetEmail } from '../lib/mail/reset-email.js';
import { secondFactorNotice } from '../lib/mail/second-factor-notice.js';
import { suspensionEmail } from '../lib/mail/suspension-email.js';
import { countEvent, mailEvents } from '../lib/middleware/observability.js';

// A reset request has no kind: an event with a kind this worker does not know (or a malformed one) is never a reset.
const isReset = (event: unknown): event is ResetEmailRequest =>
  typeof event === 'object' &&
  event !== null &&
  !('kind' in event) &&
  typeof (event as ResetEmailRequest).email === 'string';

const isContact = (event: unknown): event is ContactEmailRequest =>
  (event as ContactEmailRequest | null)?.kind === 'contact' && v.is(contactSchema, event);

/** Writes and sends one email; a failure is logged, counted and thrown, so Lambda retries the event. */
async function send(write: () => Promise<MailMessage> | MailMessage, failure: string, context = {}): Promise<void> {
  let outcome: MailOutcome;
  try {
    outcome = await sendMail(await write());
  } catch (error) {
    logger.error(failure, { ...context, error: error as Error });
    countEvent(mailEvents.failed);
    throw error;
  }
  if (outcome === 'sent') countEvent(mailEvents.sent);
}

async function sendContact(request: ContactEmailRequest): Promise<void> {
  const support = process.env.SUPPORT_EMAIL;
  if (!support) throw new Error('SUPPORT_EMAIL is not set: nowhere to send contact messages');
  await send(() => contactEmail(support, request), 'Contact message not sent');
}

async function sendReset(request: ResetEmailRequest): Promise<void> {
  const user = await findUserByEmail(request.email);
  if (!user) return;
  await send(async () => resetEmail(user, await issueResetToken(user.id)), 'Password reset email not sent', {
    userId: user.id,
  });
}

/** Reads the company's state now (a retry mails what is true then) and mails its account. */
async function sendSuspension(companyId: number): Promise<void> {
  const company = await getCompanyWithSuspension(companyId);
  const user = company?.userId === undefined ? undefined : await getUser(company.userId);
  if (!company || !user) return; // deleted meanwhile: nobody to tell
  const state = { name: company.name, suspended: Boolean(company.suspended), suspendReason: company.suspended?.reason };
  await send(() => suspensionEmail(user, state), 'Company suspension email not sent', { companyId });
}

/** The account's confirmation link, to its current address, unless it was confirmed (or deleted) meanwhile. */
async function sendConfirmation(userId: number): Promise<void> {
  const user = await getUser(userId);
  if (!user || user.emailPendingSince === undefined) return;
  // A registration waits for its address since the account's creation; a later wait is a changed address.
  const reason = user.emailPendingSince === user.createdAt ? 'sign-up' : 'change';
  await send(
    async () => confirmEmailMessage(user, await issueEmailToken(user.id, user.email), reason),
    'Confirmation email not sent',
    {
      userId,
    },
  );
}

/** The account hears of a change to its two-step sign-in, at its address as it is now, if confirmed. */
async function sendSecondFactorNotice(userId: number, change: 'turned-off' | 'codes-renewed'): Promise<void> {
  const user = await getUser(userId);
  if (!user || user.emailPendingSince !== undefined) return;
  await send(() => secondFactorNotice(user, change), 'Second-factor notice not sent', { userId });
}

export async function handler(event: unknown): Promise<void> {
  if (isContact(event)) return sendContact(event);
  if (v.is(companySuspensionRequestSchema, event)) return sendSuspension(event.companyId);
  if (v.is(confirmEmailRequestSchema, event)) return sendConfirmation(event.userId);
  if (v.is(emailChangedRequestSchema, event)) {
    const { email, name, newEmail } = event;
    return send(() => emailChangedMessage(email, name, newEmail), 'Email change notice not sent');
  }
  if (v.is(secondFactorChangedRequestSchema, event)) return sendSecondFactorNotice(event.userId, event.change);
  if (v.is(alertConfirmRequestSchema, event)) {
    const { email, alertName, token } = event;
    return send(() => confirmAlertEmail(email, alertName, token), 'Alert confirmation email not sent');
  }
  if (isReset(event)) return sendReset(event);
  // Only the routes above invoke this, with validated input; anything else is dropped, not retried.
  logger.error('Mail request malformed, dropped');
}
