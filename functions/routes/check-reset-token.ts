/**
 * POST /api/reset-password/check {token}: whether a reset link still works, so its page says at once when it does
 * not, instead of after two passwords are typed. The token is only read, never used up. The answer holds nothing
 * about the account: 200 'valid', or the same 400 as a reset with a dead token (unknown, expired, used, or issued
 * before the last password change). A guess cannot hit: a token is 32 random bytes.
 */
import { route } from '../../shared/contract/routes/check-reset-token.js';
import { accountMessages } from '../../shared/texts.js';
import { peekResetToken } from '../lib/db/accounts/reset-tokens.js';
import { getUser } from '../lib/db/accounts/users.js';
import { badRequest } from '../lib/errors.js';
import { ok } from '../lib/http.js';
import { definePublicHandler } from '../lib/public-handler.js';

export const handler = definePublicHandler(route, async ({ body }) => {
  const token = await peekResetToken(body.token);
  const user = token && (await getUser(token.userId));
  const superseded = user?.passwordChangedAt !== undefined && token && user.passwordChangedAt > token.createdAt;
  if (!user || superseded) throw badRequest(accountMessages.resetTokenInvalid);
  return ok({ message: accountMessages.resetTokenValid });
});
