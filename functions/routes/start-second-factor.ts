/**
 * POST /api/user/second-factor/setup: starts turning on two-step sign-in (any account). A new secret is kept
 * on the server as pending until a code from the app confirms it (enable-second-factor); the answer carries it as a
 * QR code drawn here (an SVG data URL), the otpauth:// URI and the key to type by hand. Starting again replaces it.
 * The password is asked again first (ASVS 5.0 7.5.1): someone with a borrowed session cannot turn on a factor the
 * owner does not have and so lock them out.
 */
import { route } from '../../shared/contract/routes/start-second-factor.js';
import { secondFactorTexts } from '../../shared/texts.js';
import { startEnrolment } from '../lib/db/accounts/second-factor.js';
import { conflict } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { checkPassword } from '../lib/second-factor.js';
import { newTotpSecret, qrCodeDataUrl, totpUri } from '../lib/totp.js';

export const handler = defineHandler(route, async ({ body, session: { user } }) => {
  if (user.secondFactorSince) throw conflict(secondFactorTexts.alreadyOn);
  await checkPassword(user, body.password);
  const secret = newTotpSecret();
  if (!(await startEnrolment(user.id, secret))) throw conflict(secondFactorTexts.alreadyOn);
  const uri = totpUri(secret, user.username);
  return ok({ secret, uri, qrCode: await qrCodeDataUrl(uri) });
});
