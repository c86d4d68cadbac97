/**
 * Account payloads: login, register, profile update, password change, forgot and reset password.
 * The API validates with the `*Schema` objects; the web forms use the `*FormSchema` ones, which add the confirm
 * fields that never leave the browser. Messages are the product's validation texts where it words them, else
 * accountMessages.
 *
 * A missing field gets the field's own message, not a generic one: every required field is "optional with ''"
 * and then checked, so `{}` answers 'Username must be at least 3 characters' like an empty input would.
 */
import * as v from 'valibot';
import { MAX_PASSWORD_BYTES, MIN_PASSWORD_LENGTH, REGISTRABLE_ROLES } from '../constants.js';
import { accountMessages as m, notices, validation } from '../texts.js';
import { isCommonPassword } from './common-passwords.js';
import { asciiDomain, emailAddress } from './email-address.js';

/** Text that must be present: a missing key, null or a non-string all get `message`. */
const text = (message: string) => v.optional(v.string(message), '');
/** Text that may be left out; '' (an empty form field) counts as left out. */
export const optionalText = (max: number, maxMessage: string) =>
  v.optional(
    v.pipe(
      v.string(maxMessage),
      v.trim(),
      v.maxLength(max, maxMessage),
      v.transform((value) => (value === '' ? undefined : value)),
    ),
  );

const usernameField = v.pipe(
  text(validation.usernameMin),
  v.trim(),
  v.minLength(3, validation.usernameMin),
  v.maxLength(30, m.usernameMax),
  v.regex(/^[A-Za-z0-9._-]+$/, m.usernameCharacters),
);

/** Login accepts any password an account could have: only the minimum length and bcrypt's byte limit apply. */
const passwordField = (minMessage: string) =>
  v.pipe(
    text(minMessage),
    v.minLength(MIN_PASSWORD_LENGTH, minMessage),
    v.maxBytes(MAX_PASSWORD_BYTES, m.passwordMaxBytes),
  );

/** A password being set: also not one of the most common ones. */
const newPasswordField = (minMessage: string) =>
  v.pipe(
    passwordField(minMessage),
    v.check((password) => !isCommonPassword(password), m.passwordTooCommon),
  );

export const nameField = v.pipe(
  text(validation.nameMin),
  v.trim(),
  v.minLength(2, validation.nameMin),
  v.maxLength(100, m.nameMax),
);

export const emailField = (requiredMessage: string) =>
  v.pipe(
    text(requiredMessage),
    v.trim(),
    v.nonEmpty(requiredMessage),
    v.maxLength(254, m.emailMax),
    emailAddress(validation.email),
  );

export const companyNameField = v.pipe(
  v.string(m.companyNameMin),
  v.trim(),
  v.minLength(2, m.companyNameMin),
  v.maxLength(100, m.companyNameMax),
);

/**
 * An address typed without its scheme ('acme.example', 'www.acme.example:8080/jobs') is completed with https://,
 * as browsers do. A scheme of its own (`ftp://`, `javascript:`, a word without a dot before a colon) is kept, and
 * then refused: the website is shown as a link, so no `javascript:` URL may ever reach an href.
 */
const withScheme = (value: string) =>
  /^([a-z][a-z0-9+.-]*:\/\/|[a-z][a-z0-9+-]*:)/i.test(value) ? value : `https://${value}`;

/** 'WWW.Acme.example/Jobs' → 'www.acme.example/Jobs': scheme and host are the same in any case; a path may not be. */
const lowerCaseHost = (url: string) =>
  url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^/?#]*)/i, (schemeAndHost) => schemeAndHost.toLowerCase());

/** Shown as a link on the companies page: only http(s). */
export const websiteField = v.optional(
  v.pipe(
    v.string(m.websiteInvalid),
    v.trim(),
    v.maxLength(200, m.websiteMax),
    v.transform((value) => (value === '' ? undefined : withScheme(value))),
    v.optional(
      v.pipe(
        v.string(),
        v.url(m.websiteInvalid),
        v.regex(/^https?:\/\//i, m.websiteInvalid),
        v.transform(lowerCaseHost),
      ),
    ),
  ),
);

/** No role chosen gets `validation.roleRequired`; any role but these two (admin above all) is refused by name. */
const roleField = v.pipe(
  v.optional(v.unknown(), ''),
  v.picklist(REGISTRABLE_ROLES, (issue) =>
    issue.input === '' || issue.input === null ? validation.roleRequired : m.roleNotRegistrable,
  ),
);

/** Existing usernames are looked up as typed: only the 3-character minimum, not the registration's character rules. */
/** The username or the email address (it has an @): each with its own longest length. */
const loginUsernameField = v.pipe(
  text(validation.usernameMin),
  v.trim(),
  // An address is kept with its domain in ASCII (email-address.ts): typed either way, it finds the account.
  v.transform(asciiDomain),
  v.minLength(3, validation.usernameMin),
  v.check((name) => name.includes('@') || name.length <= 30, m.usernameMax),
  v.maxLength(254, m.emailMax),
);

export const loginSchema = v.object(
  { username: loginUsernameField, password: passwordField(validation.passwordMin) },
  m.bodyNotObject,
);

const registerEntries = {
  name: nameField,
  username: usernameField,
  email: emailField(validation.email),
  password: newPasswordField(validation.passwordMin),
  role: roleField,
  website: websiteField,
  location: optionalText(100, m.locationMax),
  description: optionalText(2000, m.descriptionMax),
};

/**
 * A password may not be or contain the account's username or the name part of its email (before the @): the first
 * things a guesser who knows the account tries. Names shorter than 3 characters are too short to count.
 */
export function containsAccountName(password: string, account: { username?: string; email?: string }): boolean {
  const lower = password.toLowerCase();
  const names = [account.username, account.email?.split('@')[0]].map((name) => name?.trim().toLowerCase() ?? '');
  return names.some((name) => name.length >= 3 && lower.includes(name));
}

export const registerSchema = v.pipe(
  v.object(registerEntries, m.bodyNotObject),
  v.forward(
    v.partialCheck(
      [['username'], ['email'], ['password']],
      (input) => !containsAccountName(input.password, input),
      m.passwordContainsName,
    ),
    ['password'],
  ),
);

export const registerFormSchema = v.pipe(
  v.object({ ...registerEntries, confirmPassword: v.optional(v.string(), '') }),
  v.forward(
    v.partialCheck(
      [['username'], ['email'], ['password']],
      (input) => !containsAccountName(input.password, input),
      m.passwordContainsName,
    ),
    ['password'],
  ),
  v.forward(
    v.partialCheck(
      [['password'], ['confirmPassword']],
      (input) => input.password === input.confirmPassword,
      validation.passwordsDontMatch,
    ),
    ['confirmPassword'],
  ),
);

/** PATCH /api/user: every field optional; `company` (the company name) applies to company accounts only. */
export const profileUpdateSchema = v.object(
  {
    name: v.optional(
      v.pipe(v.string(validation.nameMin), v.trim(), v.minLength(2, validation.nameMin), v.maxLength(100, m.nameMax)),
    ),
    email: v.optional(
      v.pipe(v.string(validation.email), v.trim(), v.maxLength(254, m.emailMax), emailAddress(validation.email)),
    ),
    company: v.optional(companyNameField),
    /** Needed when `email` changes: a borrowed session must not be able to take the account over. */
    currentPassword: v.optional(v.pipe(v.string(m.currentPasswordRequired), v.maxLength(1000))),
  },
  m.bodyNotObject,
);

const passwordChangeEntries = {
  currentPassword: v.pipe(text(m.currentPasswordRequired), v.nonEmpty(m.currentPasswordRequired), v.maxLength(1000)),
  newPassword: newPasswordField(validation.newPasswordTooShort),
};

/** A "change" to the same password would change nothing but still sign every other device out. */
const differs = (input: { currentPassword: string; newPassword: string }) =>
  input.newPassword !== input.currentPassword;

export const passwordChangeSchema = v.pipe(
  v.object(passwordChangeEntries, m.bodyNotObject),
  v.forward(v.partialCheck([['currentPassword'], ['newPassword']], differs, validation.newPasswordSameAsCurrent), [
    'newPassword',
  ]),
);

export const passwordChangeFormSchema = v.pipe(
  v.object({ ...passwordChangeEntries, confirmPassword: v.optional(v.string(), '') }),
  v.forward(v.partialCheck([['currentPassword'], ['newPassword']], differs, validation.newPasswordSameAsCurrent), [
    'newPassword',
  ]),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      validation.newPasswordsDontMatch,
    ),
    ['confirmPassword'],
  ),
);

export const forgotPasswordSchema = v.object({ email: emailField(notices.emailRequiredText) }, m.bodyNotObject);

/** A reset token is 32 random bytes in base64url: 43 characters. Anything else cannot be one. */
const tokenField = v.pipe(text(m.resetTokenInvalid), v.regex(/^[A-Za-z0-9_-]{43}$/, m.resetTokenInvalid));

const resetPasswordField = v.pipe(
  text(notices.allFieldsRequiredText),
  v.nonEmpty(notices.allFieldsRequiredText),
  v.minLength(MIN_PASSWORD_LENGTH, notices.passwordTooShortText),
  v.maxBytes(MAX_PASSWORD_BYTES, m.passwordMaxBytes),
  v.check((password) => !isCommonPassword(password), m.passwordTooCommon),
);

export const resetPasswordSchema = v.object({ token: tokenField, newPassword: resetPasswordField }, m.bodyNotObject);

export const resetTokenCheckSchema = v.object({ token: tokenField }, m.bodyNotObject);

/** The reset step of /forgot-password; the token comes from the page URL, not from a field. */
export const resetPasswordFormSchema = v.pipe(
  v.object({
    newPassword: resetPasswordField,
    confirmPassword: v.pipe(text(notices.allFieldsRequiredText), v.nonEmpty(notices.allFieldsRequiredText)),
  }),
  v.forward(
    v.partialCheck(
      [['newPassword'], ['confirmPassword']],
      (input) => input.newPassword === input.confirmPassword,
      notices.passwordsDontMatchText,
    ),
    ['confirmPassword'],
  ),
);

export type LoginInput = v.InferOutput<typeof loginSchema>;
export type RegisterInput = v.InferOutput<typeof registerSchema>;
export type ProfileUpdateInput = v.InferOutput<typeof profileUpdateSchema>;
export type PasswordChangeInput = v.InferOutput<typeof passwordChangeSchema>;
export type ForgotPasswordInput = v.InferOutput<typeof forgotPasswordSchema>;
export type ResetPasswordInput = v.InferOutput<typeof resetPasswordSchema>;
