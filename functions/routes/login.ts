/**
 * POST /api/login, signed in to by username or email address (the `username` field holds either). One answer for an
 * unknown name and a wrong password, in about the same time (a dummy
 * bcrypt compare for unknown users). Failed attempts are limited per (account, client address), per client address
 * and, higher and slower, per account: a guesser at one address is stopped while the owner still signs in from
 * another. A success takes its attempt back, so only failures count. For an account with two-step sign-in the
 * answer is a challenge and a pending session: verify-second-factor finishes the sign-in.
 */
import { route } from '../../shared/contract/routes/login.js';
import { accountMessages, notices, secondFactorTexts } from '../../shared/texts.js';
import { findUserBySignInName, toPublicUser, upgradePasswordHash } from '../lib/db/accounts/users.js';
import { unauthorized } from '../lib/errors.js';
import { ok } from '../lib/http.js';
import { hashPassword, needsRehash, verifyAgainstDummy, verifyPassword } from '../lib/passwords.js';
import { definePublicHandler } from '../lib/public-handler.js';
import { clientAddress, limitAttempts, pairSubject, rateRules } from '../lib/rate-limit.js';
import { endCookieSession, sessionClient, sessionCookie } from '../lib/session.js';

export const handler = definePublicHandler(route, async ({ body, event }) => {
  const address = clientAddress(event);
  // One lookup either way (one guard read), so an email costs what a username does. The account's limits count under
  // its username whichever name was typed, so switching between the two gains no attempts.
  const user = await findUserBySignInName(body.username);
  const account = user?.username ?? body.username;
  const attempts = await limitAttempts(
    [
      [rateRules.loginPerAccountAndAddress, pairSubject(account, address)],
      [rateRules.loginPerAccount, account],
      [rateRules.loginPerAddress, address],
    ],
    accountMessages.tooManyLoginAttempts,
  );
  const valid = user ? await verifyPassword(body.password, user.passwordHash) : await verifyAgainstDummy(body.password);
  if (!user || !valid) throw unauthorized(notices.invalidCredentials);

  await Promise.all(attempts.map((attempt) => attempt.refund()));
  if (needsRehash(user.passwordHash)) {
    await upgradePasswordHash(user.id, user.passwordHash, await hashPassword(body.password));
  }
  // A session this browser had is replaced, not left beside the new one.
  await endCookieSession(event.cookies);
  // Two-step sign-in: the session stays pending (5 minutes, good for nothing but the code) until the code is given.
  if (user.secondFactorSince) {
    return ok(
      { secondFactorRequired: true, message: secondFactorTexts.codeNeeded },
      { cookies: [await sessionCookie(user, sessionClient(event), 'pending')] },
    );
  }
  return ok(toPublicUser(user), { cookies: [await sessionCookie(user, sessionClient(event))] });
});
