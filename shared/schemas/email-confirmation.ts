/** POST /api/confirm-email: the token from the confirmation link (32 random bytes in base64url: 43 characters). */
import * as v from 'valibot';
import { accountMessages, emailConfirmationTexts } from '../texts.js';

const invalid = emailConfirmationTexts.tokenInvalid;

export const confirmEmailSchema = v.object(
  { token: v.pipe(v.optional(v.string(invalid), ''), v.regex(/^[A-Za-z0-9_-]{43}$/, invalid)) },
  accountMessages.bodyNotObject,
);
