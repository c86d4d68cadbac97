/**
 * POST /api/reset-password {token, newPassword}. A valid token (unexpired, unused, issued after the last password
 * change) sets the password and revokes every session; the token is used up by the attempt, success or not.
 */
import { route } from '../../shared/contract/routes/reset-password.js';
import { accountMessages, notices } from '../../shared/texts.js';
import { redeemResetToken } from '../lib/db/accounts/reset-tokens.js';
import { deleteSessions } from '../lib/db/accounts/sessions.js';
import { getUser, setPassword } from '../lib/db/accounts/users.js';
import { badRequest } from '../lib/errors.js';
import { ok } from '../lib/http.js';
import { refuseAccountName } from '../lib/new-passwords.js';
import { hashPassword } from '../lib/passwords.js';
import { definePublicHandler } from '../lib/public-handler.js';

export const handler = definePublicHandler(route, async ({ body }) => {
  const token = await redeemResetToken(body.token);
  const user = token && (await getUser(token.userId));
  const superseded = user?.passwordChangedAt !== undefined && token && user.passwordChangedAt > token.createdAt;
  if (!user || superseded) throw badRequest(accountMessages.resetTokenInvalid);
  refuseAccountName(body.newPassword, user);
  await setPassword(user.id, await hashPassword(body.newPassword));
  await deleteSessions(user.id);
  return ok({ message: notices.passwordResetText });
});
