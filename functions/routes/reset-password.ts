/**
 * POST /api/reset-password {token, newPassword}. A valid token (unexpired, unused, issued after the last password
 * change) sets the password and revokes every session. The token is only read while the new password is judged, so
 * a refused password (too common, holding the account's name) leaves the link usable; it is used up by one
 * conditional delete just before the password is set, so two parallel uses cannot both set one.
 */
import { route } from '../../shared/contract/routes/reset-password.js';
import { accountMessages, notices } from '../../shared/texts.js';
import { peekResetToken, redeemResetToken } from '../lib/db/accounts/reset-tokens.js';
import { deleteSessions } from '../lib/db/accounts/sessions.js';
import { getUser, setPassword } from '../lib/db/accounts/users.js';
import { badRequest } from '../lib/errors.js';
import { ok } from '../lib/http.js';
import { refuseAccountName } from '../lib/new-passwords.js';
import { hashPassword } from '../lib/passwords.js';
import { definePublicHandler } from '../lib/public-handler.js';

export const handler = definePublicHandler(route, async ({ body }) => {
  const token = await peekResetToken(body.token);
  const user = token && (await getUser(token.userId));
  const superseded = user?.passwordChangedAt !== undefined && token && user.passwordChangedAt > token.createdAt;
  if (!user || superseded) throw badRequest(accountMessages.resetTokenInvalid);
  refuseAccountName(body.newPassword, user);
  const passwordHash = await hashPassword(body.newPassword);
  // The gate: only the request whose delete succeeds goes on (the peek above may have raced another use).
  if (!(await redeemResetToken(body.token))) throw badRequest(accountMessages.resetTokenInvalid);
  await setPassword(user.id, passwordHash);
  await deleteSessions(user.id);
  return ok({ message: notices.passwordResetText });
});
