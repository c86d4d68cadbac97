/**
 * POST /api/user/email-confirmation: mails a new confirmation link to the signed-in account's address while it is
 * unconfirmed. Limited per address mailed and per account (a flood of links to one mailbox is refused with 429).
 */
import { route } from '../../shared/contract/routes/resend-confirmation.js';
import { emailConfirmationTexts } from '../../shared/texts.js';
import { conflict } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { logger } from '../lib/logger.js';
import { mailNotQueued, queueMail } from '../lib/mail/mail-request.js';
import { limitAttempts, rateRules } from '../lib/rate-limit.js';

export const handler = defineHandler(route, async ({ session: { user } }) => {
  if (user.emailPendingSince === undefined) throw conflict(emailConfirmationTexts.alreadyConfirmed);
  await limitAttempts(
    [
      [rateRules.confirmPerEmail, user.email],
      [rateRules.confirmPerAccount, String(user.id)],
    ],
    emailConfirmationTexts.tooManyLinks,
  );
  try {
    await queueMail({ kind: 'confirm-email', userId: user.id });
  } catch (error) {
    logger.error('Confirmation email not queued', { error: error as Error, userId: user.id });
    return mailNotQueued(emailConfirmationTexts.notQueued);
  }
  return ok({ message: emailConfirmationTexts.linkSent(user.email) });
});
