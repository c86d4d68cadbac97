/**
 * The rules of a new password the schemas cannot see alone, for the routes that set one (register, change, reset):
 * importing this installs the common-password list the schemas check (shared/schemas/common-passwords.ts) when the
 * function loads, before its first request; `refuseAccountName` refuses a password that is or contains the
 * account's username or email name where the account comes from the session or a reset token, not the body.
 */
import { COMMON_PASSWORDS_TEXT } from '../../shared/passwords/common-passwords-list.js';
import { containsAccountName } from '../../shared/schemas/auth.js';
import { installCommonPasswords } from '../../shared/schemas/common-passwords.js';
import { accountMessages } from '../../shared/texts.js';
import { badRequest } from './errors.js';

installCommonPasswords(COMMON_PASSWORDS_TEXT);

export function refuseAccountName(password: string, account: { username: string; email: string }): void {
  if (containsAccountName(password, account)) throw badRequest(accountMessages.passwordContainsName);
}
