/**
 * Key rotation from the functions' side: sessions and cursors signed before a rotation still verify after it, a
 * retired key's do not, and new ones are signed with the new key.
 */
import { decodeProtectedHeader } from 'jose';
import * as v from 'valibot';
import { RETIRE_AFTER_SECONDS, rotateKeySet, rotateOriginSecret } from '../../infra/scripts/key-rotation.js';
import { register } from '../testing/accounts.js';
import { LEGACY_KID, parseKeySet } from './secret.js';

process.env.BCRYPT_COST = '4';

const original = process.env.SESSION_SECRET as string;
const day = 24 * 60 * 60 * 1000;
const pageSchema = v.object({ page: v.number() });

/** Loads a fresh copy of the modules with SESSION_SECRET = `keys`, as a new Lambda container would. */
async function container(keys: string) {
  process.env.SESSION_SECRET = keys;
  vi.resetModules();
  const session = await import('./session.js');
  const cursor = await import('./db/kit/page-cursor.js');
  return { ...session, ...cursor };
}

afterEach(() => {
  process.env.SESSION_SECRET = original;
  vi.resetModules();
});

const client = { userAgent: 'vitest', address: '127.0.0.1' };
const tokenOf = (cookie: string) => cookie.split(';')[0]!.split('=')[1] as string;

describe('key rotation', () => {
  it('a session and a cursor signed with the old key still verify after a rotation; new ones use the new key', async () => {
    const account = await register();
    const before = await container(original);
    const { user } = (await before.readSession([account.cookie]))!;
    const oldCookie = (await before.sessionCookie(user, client)).split(';')[0]!;
    const oldCursor = await before.signCursor({ page: 2 }, 'scope');
    expect(decodeProtectedHeader(tokenOf(oldCookie)).kid).toBe(LEGACY_KID);

    const rotated = rotateKeySet(original, new Date());
    const after = await container(rotated);
    expect((await after.readSession([oldCookie]))?.user.id).toBe(account.user.id);
    expect(await after.readCursor(oldCursor, 'scope', pageSchema)).toEqual({ ok: true, value: { page: 2 } });
    const newCookie = await after.sessionCookie(user, client);
    expect(decodeProtectedHeader(tokenOf(newCookie)).kid).toBe('k1');
    expect((await after.signCursor({ page: 3 }, 'scope')).split('.')[1]).toMatch(/^k1~/);
  });

  it("a retired key's session and cursor no longer verify", async () => {
    const account = await register();
    const before = await container(original);
    const { user } = (await before.readSession([account.cookie]))!;
    const oldCookie = (await before.sessionCookie(user, client)).split(';')[0]!;
    const oldCursor = await before.signCursor({ page: 2 }, 'scope');

    const start = new Date('2026-01-01T00:00:00Z');
    const first = rotateKeySet(original, start);
    const later = new Date(start.getTime() + RETIRE_AFTER_SECONDS * 1000 + day);
    const second = rotateKeySet(first, later);
    expect(JSON.parse(second).keys.map((key: { kid: string }) => key.kid)).toEqual(['k2', 'k1']);

    const after = await container(second);
    expect(await after.readSession([oldCookie])).toBeNull();
    expect(await after.readCursor(oldCursor, 'scope', pageSchema)).toEqual({ ok: false, reason: 'invalid-cursor' });
  });

  it('keeps an older key while a token it signed may still be alive', () => {
    const start = new Date('2026-01-01T00:00:00Z');
    const first = rotateKeySet(original, start);
    const soon = rotateKeySet(first, new Date(start.getTime() + day));
    expect(JSON.parse(soon).keys.map((key: { kid: string }) => key.kid)).toEqual(['k2', 'k1', 'k0']);
  });

  it('a key set with an unknown kid verifies nothing signed by it', () => {
    const keys = parseKeySet(JSON.stringify({ keys: [{ kid: 'k5', secret: 'x'.repeat(40) }] }));
    expect(keys.find('k4')).toBeUndefined();
    expect(keys.find(undefined)).toBeUndefined();
    expect(keys.current.kid).toBe('k5');
  });

  it('the origin secret keeps the old value as previous', () => {
    expect(JSON.parse(rotateOriginSecret(JSON.stringify({ current: 'old' }), 'new'))).toEqual({
      current: 'new',
      previous: 'old',
    });
  });
});
