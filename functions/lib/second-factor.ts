/**
 * Checking a second-factor code: the app's 6 digits (a time step not used before: a replay is refused) or one of the
 * account's recovery codes (used up by this). Both routes that take a code count it against the same limits as a
 * login (rate-limit.ts), before the work, and take the attempt back only on success.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { secondFactorTexts } from '../../shared/texts.js';
import { spendRecoveryCode, spendTimeStep } from './db/accounts/second-factor.js';
import type { UserRecord } from './db/accounts/users.js';
import { badRequest, conflict, forbidden } from './errors.js';
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

/** Two-step sign-in is for the accounts that can do harm with a stolen password: companies and admins. */
export function refuseSeekers(user: UserRecord): void {
  if (user.role === 'job_seeker') throw forbidden(secondFactorTexts.seekersCannot);
}
