/**
 * POST /api/login. One answer for an unknown username and a wrong password, in about the same time (a dummy
 * bcrypt compare for unknown users). Failed attempts are limited per (account, client address), per client address
 * and, higher and slower, per account: a guesser at one address is stopped while the owner still signs in from
 * another. A success takes its attempt back, so only failures count.
 */
import { route } from '../../shared/contract/routes/login.js';
import { accountMessages, notices } from '../../shared/texts.js';
import { findUserByUsername, toPublicUser, upgradePasswordHash } from '../lib/db/users.js';
import { unauthorized } from '../lib/errors.js';
import { ok } from '../lib/http.js';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../lib/passwords.js';
import { definePublicHandler } from '../lib/public-handler.js';
import { clientAddress, limitAttempts, pairSubject, rateRules } from '../lib/rate-limit.js';
import { sessionClient, sessionCookie } from '../lib/session.js';

export const handler = definePublicHandler(route, async ({ body, event }) => {
  const address = clientAddress(event);
  const attempts = await limitAttempts(
    [
      [rateRules.loginPerAccountAndAddress, pairSubject(body.username, address)],
      [rateRules.loginPerAccount, body.username],
      [rateRules.loginPerAddress, address],
    ],
    accountMessages.tooManyLoginAttempts,
  );
  const user = await findUserByUsername(body.username);
  const valid = user ? await verifyPassword(body.password, user.passwordHash) : await verifyAgainstDummy(body.password);
  if (!user || !valid) throw unauthorized(notices.invalidCredentials);

  await Promise.all(attempts.map((attempt) => attempt.refund()));
  if (needsRehash(user.passwordHash)) {
    await upgradePasswordHash(user.id, user.passwordHash, await hashPassword(body.password));
  }
  return ok(toPublicUser(user), { cookies: [await sessionCookie(user, sessionClient(event))] });
});
