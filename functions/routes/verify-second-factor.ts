/**
 * POST /api/login/second-factor: the second step of signing in to an account with two-step sign-in. The login left
 * the session pending (5 minutes, accepted by nothing but this route and logout); a right code makes it a full
 * session. Wrong codes count like failed logins (rate-limit.ts); a code already used is refused (replay).
 */
import { route } from '../../shared/contract/routes/verify-second-factor.js';
import { apiErrors, secondFactorTexts } from '../../shared/texts.js';
import { getSecondFactor } from '../lib/db/accounts/second-factor.js';
import { markSecondFactor } from '../lib/db/accounts/sessions.js';
import { toPublicUser } from '../lib/db/accounts/users.js';
import { badRequest, unauthorized } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { acceptCode, countCodeAttempt } from '../lib/second-factor.js';
import { signedInMarkerCookie } from '../lib/session.js';

export const handler = defineHandler(route, async ({ body, event, session: { user, record } }) => {
  // Already past the second factor (or an account without one): nothing to check, nothing changes.
  if (record.secondFactor !== 'pending') return ok(toPublicUser(user));
  const attempts = await countCodeAttempt(user, event);
  const factor = await getSecondFactor(user.id);
  if (!factor?.secret) throw badRequest(secondFactorTexts.wrongCode);
  await acceptCode(user.id, factor.secret, body.code);
  await Promise.all(attempts.map((attempt) => attempt.refund()));
  if (!(await markSecondFactor(record, user.role))) throw unauthorized(apiErrors.signInRequired);
  return ok(toPublicUser(user), { cookies: [signedInMarkerCookie(record)] });
});
