/**
 * Two-step sign-in (TOTP, RFC 6238): the code a person types and what the API answers. A code is the app's 6 digits
 * or one of the recovery codes (ten characters, shown as two groups of five; case and the dash do not matter).
 */
import * as v from 'valibot';
import { secondFactorTexts } from '../texts/second-factor-texts.js';

export const secondFactorCodeSchema = v.object({
  code: v.pipe(
    v.string(secondFactorTexts.wrongCode),
    v.trim(),
    v.maxLength(32, secondFactorTexts.wrongCode),
    v.regex(/^(\d{6}|[a-z0-9]{5}-?[a-z0-9]{5})$/i, secondFactorTexts.wrongCode),
  ),
});

/** The login's answer when the account uses two-step sign-in: the session is pending until the code is given. */
export interface SecondFactorChallenge {
  secondFactorRequired: true;
  message: string;
}

export const isSecondFactorChallenge = (answer: object): answer is SecondFactorChallenge =>
  'secondFactorRequired' in answer && answer.secondFactorRequired === true;

/** A new secret to scan: the otpauth:// URI, its QR code (an SVG data URL, drawn on the server) and the key itself. */
export interface SecondFactorSetup {
  secret: string;
  uri: string;
  qrCode: string;
}

export interface RecoveryCodes {
  recoveryCodes: string[];
}
