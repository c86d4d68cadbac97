/**
 * POST /api/confirm-email {token}: uses up the token of an email confirmation link and confirms the address it was
 * sent to (db/accounts/email-verification.ts). Public, so the link works in any browser; the token alone names the account.
 * Unknown, used, expired and superseded (the account has another address by now) tokens get one 400.
 */
import { route } from '../../shared/contract/routes/confirm-email.js';
import { emailConfirmationTexts } from '../../shared/texts.js';
import { confirmEmail } from '../lib/db/accounts/email-verification.js';
import { badRequest } from '../lib/errors.js';
import { ok } from '../lib/http.js';
import { definePublicHandler } from '../lib/public-handler.js';

export const handler = definePublicHandler(route, async ({ body }) => {
  if ((await confirmEmail(body.token)) === 'invalid') throw badRequest(emailConfirmationTexts.tokenInvalid);
  return ok({ message: emailConfirmationTexts.confirmed });
});
