/**
 * Two-step sign-in (TOTP, RFC 6238): the code a person types and what the API answers. A code is the app's 6 digits
 * or one of the recovery codes (24 characters, shown as four groups of six; codes made before were ten characters in
 * two groups of five and still work). The schema reads a code as people type it, as apps show it ("123 456") or
 * copied from a page (no-break spaces, dashes of any kind), in any case, and gives its one canonical form: the
 * digits, or the recovery code's letters and digits in lower case. The browser and the API parse with it alike.
 */
import * as v from 'valibot';
import { accountMessages } from '../texts/account-messages.js';
import { secondFactorTexts } from '../texts/second-factor-texts.js';

// A missing field counts as empty, so it gets the field's own message rather than valibot's "Invalid key".
const codeField = v.pipe(
  v.optional(v.string(secondFactorTexts.wrongCode), ''),
  v.maxLength(40, secondFactorTexts.wrongCode),
  // \s covers the no-break and thin spaces; the dashes are the hyphen, U+2010 to U+2015 and the minus sign.
  v.transform((code) => code.replace(/[\s\-\u2010-\u2015\u2212]/g, '').toLowerCase()),
  v.regex(/^(\d{6}|[a-z0-9]{10}|[a-z0-9]{24})$/, secondFactorTexts.wrongCode),
);

export const secondFactorCodeSchema = v.object({ code: codeField });

const passwordAgain = v.pipe(
  v.optional(v.string(accountMessages.currentPasswordRequired), ''),
  v.nonEmpty(accountMessages.currentPasswordRequired),
  v.maxLength(1000, accountMessages.currentPasswordWrong),
);

/** Starting to turn two-step sign-in on: the password again (a borrowed session cannot lock the owner out). */
export const secondFactorStartSchema = v.object({ password: passwordAgain });

/** Turning two-step sign-in off or renewing the recovery codes: the password and a current code, both again. */
export const secondFactorChangeSchema = v.object({ password: passwordAgain, code: codeField });
export type SecondFactorChange = v.InferOutput<typeof secondFactorChangeSchema>;

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
