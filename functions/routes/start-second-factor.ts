/**
 * POST /api/user/second-factor/setup: starts turning on two-step sign-in (companies and admins). A new secret is kept
 * on the server as pending until a code from the app confirms it (enable-second-factor); the answer carries it as a
 * QR code drawn here (an SVG data URL), the otpauth:// URI and the key to type by hand. Starting again replaces it.
 */
import { route } from '../../shared/contract/routes/start-second-factor.js';
import { secondFactorTexts } from '../../shared/texts.js';
import { startEnrolment } from '../lib/db/accounts/second-factor.js';
import { conflict } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { refuseSeekers } from '../lib/second-factor.js';
import { newTotpSecret, qrCodeDataUrl, totpUri } from '../lib/totp.js';

export const handler = defineHandler(route, async ({ session: { user } }) => {
  refuseSeekers(user);
  const secret = newTotpSecret();
  if (user.secondFactorSince || !(await startEnrolment(user.id, secret))) throw conflict(secondFactorTexts.alreadyOn);
  const uri = totpUri(secret, user.username);
  return ok({ secret, uri, qrCode: await qrCodeDataUrl(uri) });
});
