/**
 * Checking a second-factor code: the app's 6 digits (a time step not used before: a replay is refused) or one of the
 * account's recovery codes (used up by this). Every route that takes a code counts it against the same limits as a
 * login (rate-limit.ts), before the work, and takes the attempt back only on success. Also the password asked again
 * before two-step sign-in is changed (turned on or off, recovery codes renewed).
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { accountMessages, secondFactorTexts } from '../../shared/texts.js';
import { getSecondFactor, spendRecoveryCode, spendTimeStep } from './db/accounts/second-factor.js';
import type { UserRecord } from './db/accounts/users.js';
import { badRequest, conflict, forbidden } from './errors.js';
import { verifyPassword } from './passwords.js';
import { type Attempt, clientAddress, limitAttempts, rateRules } from './rate-limit.js';
import { matchingStep } from './totp.js';

export const isAppCode = (code: string) => /^\d{6}$/.test(code);

/** Counts a code attempt of the account from this address; 429 over the limits. */
export const countCodeAttempt = (user: UserRecord, event: APIGatewayProxyEventV2): Promise<Attempt[]> =>
  limitAttempts(
    [
      [rateRules.secondFactorPerAccount, user.username],
      [rateRules.secondFactorPerAddress, clientAddress(event)],
    ],
    secondFactorTexts.tooMany,
  );

/** The time step an app code matches in `secret`; 400 when it matches none. */
export function stepOf(secret: string, code: string): number {
  const step = isAppCode(code) ? matchingStep(secret, code) : null;
  if (step === null) throw badRequest(secondFactorTexts.wrongCode);
  return step;
}

/** Accepts the code for the enrolled account or throws: 400 wrong or used-up recovery code, 409 replayed app code. */
export async function acceptCode(userId: number, secret: string, code: string): Promise<void> {
  if (isAppCode(code)) {
    if (!(await spendTimeStep(userId, stepOf(secret, code)))) throw conflict(secondFactorTexts.replayedCode);
    return;
  }
  if (!(await spendRecoveryCode(userId, code))) throw badRequest(secondFactorTexts.wrongCode);
}

/**
 * Turning two-step sign-in off or renewing the recovery codes asks for the password and a current code again
 * (ASVS 5.0 7.5.1): a session left open on a shared computer cannot weaken the account. The password counts against
 * the login limit of the account, the code against the code limits, each before it is checked; a right one is taken
 * back. A code is spent as at sign-in (no replay; a recovery code is used up).
 */
export async function reauthenticate(
  user: UserRecord,
  event: APIGatewayProxyEventV2,
  given: { password: string; code: string },
): Promise<void> {
  if (!user.secondFactorSince) throw conflict(secondFactorTexts.notOn);
  await checkPassword(user, given.password);
  const codeAttempts = await countCodeAttempt(user, event);
  const factor = await getSecondFactor(user.id);
  if (!factor?.secret) throw conflict(secondFactorTexts.notOn);
  await acceptCode(user.id, factor.secret, given.code);
  await Promise.all(codeAttempts.map((attempt) => attempt.refund()));
}

/**
 * The password given again for a change of two-step sign-in (turning it on too: a borrowed session must not be able
 * to lock the owner out with a factor they do not have). Counted against the account's login limit before the check,
 * taken back when right.
 */
export async function checkPassword(user: UserRecord, password: string): Promise<void> {
  const attempts = await limitAttempts(
    [[rateRules.loginPerUsername, user.username]],
    accountMessages.tooManyLoginAttempts,
  );
  if (!(await verifyPassword(password, user.passwordHash))) throw badRequest(accountMessages.currentPasswordWrong);
  await Promise.all(attempts.map((attempt) => attempt.refund()));
}

/** Admins must keep two-step sign-in on (their routes refuse a session without it). */
export function refuseAdmins(user: UserRecord): void {
  if (user.role === 'admin') throw forbidden(secondFactorTexts.adminsKeepIt);
}
