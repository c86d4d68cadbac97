/**
 * New passwords may not be one of the most common ones: of the 10,000 most common passwords of a public list, the
 * 8,464 of 6 characters or more (shared/passwords/common-passwords-list.ts, about 35 KB gzipped), compared
 * lower-cased, as typed and without the spaces around it. The check is synchronous (it runs inside the valibot schemas) and reads a list installed once:
 * - the server installs it when its password code loads (functions/lib/passwords.ts), before any schema runs;
 * - the browser loads it lazily (`loadCommonPasswords`, its own chunk) when a new-password field is shown, so the
 *   pages that never set a password do not pay for it. Until it arrives the browser lets the password through and
 *   the server's answer says the same words.
 */
let commonPasswords: ReadonlySet<string> | undefined;

export function installCommonPasswords(text: string): void {
  commonPasswords = new Set(text.split('\n'));
}

/** The list's own chunk in the browser; on the server a no-op once installed. */
export async function loadCommonPasswords(): Promise<void> {
  if (commonPasswords) return;
  installCommonPasswords((await import('../passwords/common-passwords-list.js')).COMMON_PASSWORDS_TEXT);
}

/**
 * Spaces around a password add nothing a guesser would not try, so ' password ' is as common as 'password'; a
 * password of spaces alone is refused before the list has come.
 */
export function isCommonPassword(password: string): boolean {
  const core = password.trim().toLowerCase();
  if (core === '') return true;
  return (commonPasswords?.has(password.toLowerCase()) || commonPasswords?.has(core)) ?? false;
}
