/**
 * Opaque, tamper-proof page cursors: base64url(JSON payload) + '.' + kid + '~' + HMAC-SHA256 over the payload AND
 * the scope (the canonical query it belongs to), keyed with the signing key `kid` names (secret.ts; a cursor
 * without a kid is from before key ids). A cursor edited by hand, taken from another search or signed with a
 * retired key fails the check and comes back refused (`{ ok: false, reason: 'invalid-cursor' }`, which the route
 * answers with a 400) — never a Scan from an arbitrary position. A cursor that passes is read through the valibot
 * schema of its position, so no hand-written guard stands between a payload and the Query it starts.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { signingKeys } from '../../secret.js';

function mac(secret: Uint8Array, payload: string, scope: string): Buffer {
  return createHmac('sha256', secret).update(`cursor\n${scope}\n${payload}`).digest();
}

export async function signCursor(value: unknown, scope: string): Promise<string> {
  const { current } = await signingKeys();
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${current.kid}~${mac(current.secret, payload, scope).toString('base64url')}`;
}

/** A cursor read back: its value, or refused. */
export type CursorRead<T> = { ok: true; value: T } | InvalidCursor;
export type InvalidCursor = { ok: false; reason: 'invalid-cursor' };

const invalid: InvalidCursor = { ok: false, reason: 'invalid-cursor' };

/** The cursor's value, or refused when it was altered, belongs to another scope or does not match `schema`. */
export async function readCursor<S extends v.GenericSchema>(
  cursor: string,
  scope: string,
  schema: S,
): Promise<CursorRead<v.InferOutput<S>>> {
  const [payload, signed, ...rest] = cursor.split('.');
  if (!payload || !signed || rest.length > 0) return invalid;
  const [kid, signature] = signed.includes('~') ? signed.split('~', 2) : [undefined, signed];
  const secret = (await signingKeys()).find(kid);
  if (!secret || !signature) return invalid;
  const expected = mac(secret, payload, scope);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    return invalid;
  }
  const position = v.safeParse(schema, value);
  return position.success ? { ok: true, value: position.output } : invalid;
}
