/**
 * POST /api/user/password {currentPassword, newPassword}. The current password is checked (wrong guesses count
 * against the same per-username limit as logins, so a stolen cookie cannot be used to guess it); the change
 * revokes every session and this browser gets a fresh cookie so it stays signed in.
 */
import { route } from '../../shared/contract/routes/change-password.js';
import { accountMessages } from '../../shared/texts.js';
import { deleteSessions } from '../lib/db/accounts/sessions.js';
import { setPassword } from '../lib/db/accounts/users.js';
import { badRequest } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { refuseAccountName } from '../lib/new-passwords.js';
import { hashPassword, verifyPassword } from '../lib/passwords.js';
import { limitAttempts, rateRules } from '../lib/rate-limit.js';
import { keptSecondFactor, sessionClient, sessionCookie } from '../lib/session.js';

export const handler = defineHandler(route, async ({ body, session, event }) => {
  const { user } = session;
  refuseAccountName(body.newPassword, user);
  const attempts = await limitAttempts(
    [[rateRules.loginPerUsername, user.username]],
    accountMessages.tooManyLoginAttempts,
  );
  if (!(await verifyPassword(body.currentPassword, user.passwordHash))) {
    throw badRequest(accountMessages.currentPasswordWrong);
  }
  await Promise.all(attempts.map((attempt) => attempt.refund()));
  const updated = await setPassword(user.id, await hashPassword(body.newPassword));
  await deleteSessions(user.id);
  return ok(
    { message: accountMessages.passwordChanged },
    // The fresh session keeps a second factor given in this one (an admin stays at the desk).
    { cookies: [await sessionCookie(updated, sessionClient(event), keptSecondFactor(session.record))] },
  );
});
