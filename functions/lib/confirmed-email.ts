/**
 * What an account with an unconfirmed address may not do yet (docs/accounts.md, "Email confirmation"): apply to a
 * job, create a job alert, post a job. Browsing, saving jobs and the profile stay open. Each of those
 * routes calls `requireConfirmedEmail` first, so the refusal changes nothing.
 */
import { emailConfirmationTexts } from '../../shared/texts.js';
import type { UserRecord } from './db/accounts/users.js';
import { forbidden } from './errors.js';
import { logger } from './logger.js';
import { queueMail } from './mail/mail-request.js';

export function requireConfirmedEmail(user: Pick<UserRecord, 'emailPendingSince'>): void {
  if (user.emailPendingSince !== undefined) throw forbidden(emailConfirmationTexts.required);
}

/**
 * Queues the confirmation link of a new or changed address. The account change is already made, so a failure to
 * queue is logged and not thrown: the profile's "Send the link again" is the way on.
 */
export async function queueConfirmationLink(userId: number): Promise<void> {
  try {
    await queueMail({ kind: 'confirm-email', userId });
  } catch (error) {
    logger.error('Confirmation email not queued', { error: error as Error, userId });
  }
}
