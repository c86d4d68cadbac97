/**
 * POST /api/user/second-factor: turns two-step sign-in on with a first code of the pending secret (which proves the
 * app has it). The answer holds ten recovery codes, shown this once and stored only as SHA-256 hashes. This session
 * counts as having passed the second factor, so an admin goes on to the desk without signing in again.
 */
import { route } from '../../shared/contract/routes/enable-second-factor.js';
import { apiErrors, secondFactorTexts } from '../../shared/texts.js';
import { confirmEnrolment, getSecondFactor, hashRecoveryCode } from '../lib/db/accounts/second-factor.js';
import { markSecondFactor } from '../lib/db/accounts/sessions.js';
import { badRequest, conflict, unauthorized } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { countCodeAttempt, stepOf } from '../lib/second-factor.js';
import { newRecoveryCodes } from '../lib/totp.js';

export const handler = defineHandler(route, async ({ body, event, session: { user, record } }) => {
  if (user.secondFactorSince) throw conflict(secondFactorTexts.alreadyOn);
  const attempts = await countCodeAttempt(user, event);
  const pendingSecret = (await getSecondFactor(user.id))?.pendingSecret;
  if (!pendingSecret) throw badRequest(secondFactorTexts.notStarted);
  const step = stepOf(pendingSecret, body.code);
  const recoveryCodes = newRecoveryCodes();
  if (!(await confirmEnrolment(user.id, pendingSecret, step, recoveryCodes.map(hashRecoveryCode)))) {
    throw conflict(secondFactorTexts.alreadyOn);
  }
  await Promise.all(attempts.map((attempt) => attempt.refund()));
  if (!(await markSecondFactor(record, user.role))) throw unauthorized(apiErrors.signInRequired);
  return ok({ recoveryCodes });
});
