/**
 * POST /api/forgot-password {email}. The answer is the same whether or not an account has that email: existence
 * is never revealed, not even when sending fails (that is logged for operators instead). Requests are limited
 * per email and per client address, counted before the lookup so the limit does not reveal existence either.
 */
import { forgotPasswordSchema } from '../../shared/schemas/auth.js';
import { accountMessages } from '../../shared/texts.js';
import { issueResetToken } from '../lib/db/reset-tokens.js';
import { findUserByEmail } from '../lib/db/users.js';
import { ok } from '../lib/http.js';
import { logger } from '../lib/logger.js';
import { sendMail } from '../lib/mail/index.js';
import { resetEmail } from '../lib/mail/reset-email.js';
import { definePublicHandler } from '../lib/public-handler.js';
import { clientAddress, limitAttempts, rateRules } from '../lib/rate-limit.js';

export const handler = definePublicHandler(
  'forgot-password',
  { body: forgotPasswordSchema },
  async ({ body, event }) => {
    await limitAttempts(
      [
        [rateRules.resetPerEmail, body.email],
        [rateRules.resetPerAddress, clientAddress(event)],
      ],
      accountMessages.tooManyResetRequests,
    );
    const user = await findUserByEmail(body.email);
    if (user) {
      try {
        const token = await issueResetToken(user.id);
        await sendMail(resetEmail(user, token));
      } catch (error) {
        logger.error('Password reset email not sent', { userId: user.id, error: error as Error });
      }
    }
    return ok({ message: accountMessages.resetLinkSent });
  },
);
