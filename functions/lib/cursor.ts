/**
 * Opaque, tamper-proof page cursors: base64url(JSON payload) + '.' + HMAC-SHA256 over the payload AND the scope
 * (the canonical query it belongs to), keyed with the signing secret. A cursor edited by hand, or taken from
 * another search, fails the check and is answered with a 400 — never a Scan from an arbitrary position.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import { apiErrors } from '../../shared/texts.js';
import { badRequest } from './errors.js';
import { signingSecret } from './secret.js';

async function mac(payload: string, scope: string): Promise<Buffer> {
  return createHmac('sha256', await signingSecret())
    .update(`cursor\n${scope}\n${payload}`)
    .digest();
}

export async function signCursor(value: unknown, scope: string): Promise<string> {
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${(await mac(payload, scope)).toString('base64url')}`;
}

/** The cursor's value, or a 400 when it was altered or belongs to another scope. */
export async function readCursor<T>(
  cursor: string,
  scope: string,
  isValid: (value: unknown) => value is T,
): Promise<T> {
  const [payload, signature, ...rest] = cursor.split('.');
  if (!payload || !signature || rest.length > 0) throw badRequest(apiErrors.invalidCursor);
  const expected = await mac(payload, scope);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw badRequest(apiErrors.invalidCursor);
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(apiErrors.invalidCursor);
  }
  if (!isValid(value)) throw badRequest(apiErrors.invalidCursor);
  return value;
}
