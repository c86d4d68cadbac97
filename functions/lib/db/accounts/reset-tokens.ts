/**
 * Password reset tokens (one-time-tokens.ts): valid for an hour, stored as `RESET#<hash>`. A token issued before
 * the user's last password change is void (reset-password.ts compares `createdAt` with `passwordChangedAt`). An
 * admin invitation (scripts/ops/admin/invite.ts) is the same token with a day to use it: the person invited may not
 * be at their desk within the hour.
 */
import * as v from 'valibot';
import { keys } from '../kit/keys.js';
import { oneTimeTokens, type TokenTimes } from './one-time-tokens.js';

export const RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;
export const INVITE_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

export type ResetTokenRecord = { userId: number } & TokenTimes;

const resetTokens = oneTimeTokens({
  key: keys.resetToken,
  type: 'reset-token',
  data: { userId: v.number() },
  lifetimeSeconds: RESET_TOKEN_LIFETIME_SECONDS,
});

export const issueResetToken = (userId: number, lifetimeSeconds = RESET_TOKEN_LIFETIME_SECONDS): Promise<string> =>
  resetTokens.issue({ userId }, lifetimeSeconds);

/** The token's record while it works (issued, not expired, not used), without using it up; else undefined. */
export const peekResetToken = (token: string): Promise<ResetTokenRecord | undefined> => resetTokens.peek(token);

/** Uses the token up: its record when it existed and had not expired, else undefined. */
export const redeemResetToken = (token: string): Promise<ResetTokenRecord | undefined> => resetTokens.redeem(token);
