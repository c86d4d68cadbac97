/**
 * Opaque, tamper-proof page cursors: base64url(JSON payload) + '.' + kid + '~' + HMAC-SHA256 over the payload AND
 * the scope (the canonical query it belongs to), keyed with the signing key `kid` names (secret.ts; a cursor
 * without a kid is from before key ids). A cursor edited by hand, taken from another search or signed with a
 * retired key fails the check and is answered with a 400 — never a Scan from an arbitrary position. A cursor that
 * passes is read through the valibot schema of its position, so no hand-written guard stands between a payload and
 * the Query it starts.
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import * as v from 'valibot';
import { apiErrors } from '../../../../shared/texts.js';
import { badRequest } from '../../errors.js';
import { signingKeys } from '../../secret.js';

function mac(secret: Uint8Array, payload: string, scope: string): Buffer {
  return createHmac('sha256', secret).update(`cursor\n${scope}\n${payload}`).digest();
}

export async function signCursor(value: unknown, scope: string): Promise<string> {
  const { current } = await signingKeys();
  const payload = Buffer.from(JSON.stringify(value)).toString('base64url');
  return `${payload}.${current.kid}~${mac(current.secret, payload, scope).toString('base64url')}`;
}

/** The cursor's value, or a 400 when it was altered, belongs to another scope or does not match `schema`. */
export async function readCursor<S extends v.GenericSchema>(
  cursor: string,
  scope: string,
  schema: S,
): Promise<v.InferOutput<S>> {
  const [payload, signed, ...rest] = cursor.split('.');
  if (!payload || !signed || rest.length > 0) throw badRequest(apiErrors.invalidCursor);
  const [kid, signature] = signed.includes('~') ? signed.split('~', 2) : [undefined, signed];
  const secret = (await signingKeys()).find(kid);
  if (!secret || !signature) throw badRequest(apiErrors.invalidCursor);
  const expected = mac(secret, payload, scope);
  const given = Buffer.from(signature, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw badRequest(apiErrors.invalidCursor);
  let value: unknown;
  try {
    value = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8'));
  } catch {
    throw badRequest(apiErrors.invalidCursor);
  }
  const position = v.safeParse(schema, value);
  if (!position.success) throw badRequest(apiErrors.invalidCursor);
  return position.output;
}
