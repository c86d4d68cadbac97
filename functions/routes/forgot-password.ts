/**
 * POST /api/forgot-password {email}. The answer is the same whether or not an account has that email, and so is
 * the work before it: validate, count the rate limits (per email and per client address, before anything else),
 * hand the email to the mail worker (an asynchronous invocation, mail-request.ts) and answer. The lookup,
 * the token and the mail happen in the sender, after the answer, so the answer's timing does not reveal existence
 * either, and a failing mail service never changes the answer.
 */
import { route } from '../../shared/contract/routes/forgot-password.js';
import { accountMessages } from '../../shared/texts.js';
import { ok } from '../lib/http.js';
import { logger } from '../lib/logger.js';
import { mailNotQueued, queueMail } from '../lib/mail/mail-request.js';
import { definePublicHandler } from '../lib/public-handler.js';
import { clientAddress, limitAttempts, rateRules } from '../lib/rate-limit.js';

export const handler = definePublicHandler(route, async ({ body, event }) => {
  await limitAttempts(
    [
      [rateRules.resetPerEmail, body.email],
      [rateRules.resetPerAddress, clientAddress(event)],
    ],
    accountMessages.tooManyResetRequests,
  );
  try {
    await queueMail({ email: body.email });
  } catch (error) {
    // Not queued: the same for every email, so saying so reveals nothing, and the visitor knows to try again.
    logger.error('Password reset request not queued', { error: error as Error });
    return mailNotQueued(accountMessages.resetRequestNotQueued);
  }
  return ok({ message: accountMessages.resetLinkSent });
});
