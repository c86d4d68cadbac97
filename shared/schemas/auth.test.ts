import * as v from 'valibot';
import { accountMessages, notices, validation } from '../texts.js';
import {
  forgotPasswordSchema,
  loginSchema,
  passwordChangeFormSchema,
  profileUpdateSchema,
  registerFormSchema,
  registerSchema,
  resetPasswordFormSchema,
  resetPasswordSchema,
} from './auth.js';
import { loadCommonPasswords } from './common-passwords.js';

beforeAll(loadCommonPasswords);

const firstMessage = (schema: v.GenericSchema, input: unknown) => v.safeParse(schema, input).issues?.[0]?.message;

const seeker = {
  name: 'Jane Doe',
  username: 'jane',
  email: 'jane@example.com',
  password: 'secret12',
  role: 'job_seeker',
};

describe('login schema', () => {
  it('gives the validation messages for missing, short and mistyped fields', () => {
    expect(firstMessage(loginSchema, {})).toBe(validation.usernameMin);
    expect(firstMessage(loginSchema, { username: 'ab', password: 'secret12' })).toBe(validation.usernameMin);
    expect(firstMessage(loginSchema, { username: 42, password: 'secret12' })).toBe(validation.usernameMin);
    expect(firstMessage(loginSchema, { username: 'jane' })).toBe(validation.passwordMin);
    expect(firstMessage(loginSchema, { username: 'jane', password: '12345' })).toBe(validation.passwordMin);
    expect(firstMessage(loginSchema, 'jane')).toBe(accountMessages.bodyNotObject);
  });

  it('refuses passwords over 72 bytes, counting bytes not characters', () => {
    expect(firstMessage(loginSchema, { username: 'jane', password: 'a'.repeat(72) })).toBeUndefined();
    expect(firstMessage(loginSchema, { username: 'jane', password: 'a'.repeat(73) })).toBe(
      accountMessages.passwordMaxBytes,
    );
    expect(firstMessage(loginSchema, { username: 'jane', password: 'é'.repeat(37) })).toBe(
      accountMessages.passwordMaxBytes,
    );
  });
});

describe('register schema', () => {
  it('accepts a seeker, trims texts and drops unknown fields', () => {
    const result = v.parse(registerSchema, { ...seeker, name: '  Jane Doe ', id: 1, isAdmin: true });
    expect(result).toEqual({ ...seeker, website: undefined, location: undefined, description: undefined });
  });

  it('accepts only job_seeker and company as roles', () => {
    expect(firstMessage(registerSchema, { ...seeker, role: 'company' })).toBeUndefined();
    expect(firstMessage(registerSchema, { ...seeker, role: 'admin' })).toBe(accountMessages.roleNotRegistrable);
    expect(firstMessage(registerSchema, { ...seeker, role: 'ADMIN' })).toBe(accountMessages.roleNotRegistrable);
    expect(firstMessage(registerSchema, { ...seeker, role: undefined })).toBe(validation.roleRequired);
    expect(firstMessage(registerSchema, { ...seeker, role: '' })).toBe(validation.roleRequired);
  });

  it.each([
    [{ name: 'J' }, validation.nameMin],
    [{ email: 'not-an-email' }, validation.email],
    [{ email: undefined }, validation.email],
    [{ password: '12345' }, validation.passwordMin],
    [{ password: 'password' }, accountMessages.passwordTooCommon],
    [{ password: 'Mustang' }, accountMessages.passwordTooCommon],
    [{ password: '      ' }, accountMessages.passwordTooCommon],
    [{ password: '  password  ' }, accountMessages.passwordTooCommon],
    [{ password: `x-${seeker.username}-x` }, accountMessages.passwordContainsName],
    [{ password: `${seeker.email.split('@')[0]}!!` }, accountMessages.passwordContainsName],
    [{ username: 'jane doe' }, accountMessages.usernameCharacters],
    [{ username: 'j'.repeat(31) }, accountMessages.usernameMax],
    [{ website: 'javascript:alert(1)' }, accountMessages.websiteInvalid],
    [{ website: 'ftp://example.com' }, accountMessages.websiteInvalid],
    [{ website: 'JavaScript:alert(1)' }, accountMessages.websiteInvalid],
    [{ website: 'data:text/html,<b>x</b>' }, accountMessages.websiteInvalid],
    [{ description: 'x'.repeat(2001) }, accountMessages.descriptionMax],
  ])('refuses %# with its message', (change, message) => {
    expect(firstMessage(registerSchema, { ...seeker, ...change })).toBe(message);
  });

  it.each([
    ['acme.example', 'https://acme.example'],
    ['www.acme.example:8080/jobs', 'https://www.acme.example:8080/jobs'],
    ['http://acme.example', 'http://acme.example'],
    ['HTTPS://acme.example', 'https://acme.example'],
    [' WWW.Broetchen.example/Karriere ', 'https://www.broetchen.example/Karriere'],
  ])('completes a website typed without https:// and writes its host in small letters (%s)', (website, completed) => {
    expect(v.parse(registerSchema, { ...seeker, role: 'company', website }).website).toBe(completed);
  });

  it('treats empty optional company fields as absent', () => {
    const result = v.parse(registerSchema, { ...seeker, role: 'company', website: '', location: ' ' });
    expect(result.website).toBeUndefined();
    expect(result.location).toBeUndefined();
  });

  it('form: the confirmation must match, reported on the confirm field', () => {
    const result = v.safeParse(registerFormSchema, { ...seeker, confirmPassword: 'other123' });
    expect(result.issues?.[0]?.message).toBe(validation.passwordsDontMatch);
    expect(v.getDotPath(result.issues?.[0] as v.BaseIssue<unknown>)).toBe('confirmPassword');
    expect(v.safeParse(registerFormSchema, { ...seeker, confirmPassword: seeker.password }).success).toBe(true);
  });
});

describe('profile, password and reset schemas', () => {
  it('profile update: every field optional, unknown fields dropped', () => {
    expect(v.parse(profileUpdateSchema, { role: 'admin', id: 9 })).toEqual({});
    expect(firstMessage(profileUpdateSchema, { email: 'x' })).toBe(validation.email);
    expect(firstMessage(profileUpdateSchema, { company: 'A' })).toBe(accountMessages.companyNameMin);
  });

  it('password change form: the too-short and mismatch alerts', () => {
    const base = { currentPassword: 'secret12', newPassword: 'better-secret', confirmPassword: 'better-secret' };
    expect(firstMessage(passwordChangeFormSchema, base)).toBeUndefined();
    expect(firstMessage(passwordChangeFormSchema, { ...base, newPassword: '123', confirmPassword: '123' })).toBe(
      validation.newPasswordTooShort,
    );
    expect(firstMessage(passwordChangeFormSchema, { ...base, confirmPassword: 'other' })).toBe(
      validation.newPasswordsDontMatch,
    );
    expect(firstMessage(passwordChangeFormSchema, { ...base, currentPassword: '' })).toBe(
      accountMessages.currentPasswordRequired,
    );
  });

  it("forgot password: the email is required, in the notice's words", () => {
    expect(firstMessage(forgotPasswordSchema, {})).toBe(notices.emailRequiredText);
    expect(firstMessage(forgotPasswordSchema, { email: 'nope' })).toBe(validation.email);
  });

  it('reset password: token shape and the validation texts', () => {
    const token = 'A'.repeat(43);
    expect(firstMessage(resetPasswordSchema, { token, newPassword: 'better-secret' })).toBeUndefined();
    expect(firstMessage(resetPasswordSchema, { token: 'short', newPassword: 'better-secret' })).toBe(
      accountMessages.resetTokenInvalid,
    );
    expect(firstMessage(resetPasswordSchema, { token })).toBe(notices.allFieldsRequiredText);
    expect(firstMessage(resetPasswordSchema, { token, newPassword: '12345' })).toBe(notices.passwordTooShortText);
    expect(firstMessage(resetPasswordFormSchema, { newPassword: 'better-secret', confirmPassword: '' })).toBe(
      notices.allFieldsRequiredText,
    );
    expect(firstMessage(resetPasswordFormSchema, { newPassword: 'better-secret', confirmPassword: 'x-other' })).toBe(
      notices.passwordsDontMatchText,
    );
  });
});
