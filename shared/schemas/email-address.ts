/**
 * An email address as people type it. A domain in its own letters ('jose@exämple.com') is written in the ASCII form
 * mail servers use ('jose@xn--exmple-cua.com'), as browsers do in an email field; valibot's `email()` refused that
 * form (a label with two hyphens), so the pattern is ours: the local part as valibot reads it (letters, digits, _ +
 * - and single dots between), then domain labels that neither start nor end with a hyphen, and a top-level domain of
 * letters or an ASCII-encoded one. A local part outside ASCII stays refused: not every mail server takes it.
 */
import * as v from 'valibot';

const EMAIL_PATTERN = /^[\w+-]+(?:\.[\w+-]+)*@(?:[\da-z](?:[\da-z-]*[\da-z])?\.)+(?:[a-z]{2,}|xn--[\da-z-]+)$/i;

/** The domain after the last @ in its ASCII form when it has other letters; anything else as it is. */
export function asciiDomain(address: string): string {
  const at = address.lastIndexOf('@');
  const domain = address.slice(at + 1);
  if (at < 0 || !/[^\x20-\x7e]/.test(domain)) return address;
  try {
    return `${address.slice(0, at)}@${new URL(`http://${domain}`).hostname}`;
  } catch {
    return address;
  }
}

export const emailAddress = (message?: string) =>
  v.pipe(v.string(message), v.transform(asciiDomain), v.regex(EMAIL_PATTERN, message));
