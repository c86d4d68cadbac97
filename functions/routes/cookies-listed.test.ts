/**
 * The cookie page lists exactly the cookies the API sets (shared/browser-storage.ts): every Set-Cookie of the routes
 * that set one (registration, password change, sign-in, sign-out, deletion) is read by name and Max-Age and compared with the list,
 * both ways. A new cookie, a renamed one or a new lifetime fails here until the page says it.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { storedItems } from '../../shared/browser-storage.js';
import { call, register } from '../testing/accounts.js';
import type { InvokeResult } from '../testing/invoke.js';

process.env.BCRYPT_COST = '4';

interface SetCookie {
  name: string;
  maxAge: number | undefined;
}

function parse(header: string): SetCookie {
  const [pair = '', ...attributes] = header.split(';').map((part) => part.trim());
  const maxAge = attributes.find((attribute) => /^max-age=/i.test(attribute));
  return { name: pair.slice(0, pair.indexOf('=')), maxAge: maxAge ? Number(maxAge.split('=')[1]) : undefined };
}

const setCookies = (...answers: InvokeResult[]) => answers.flatMap((answer) => answer.cookies.map(parse));

const listed = storedItems.filter((item) => item.kind === 'Cookie');

describe('the cookie page and the cookies the API sets', () => {
  it('lists every cookie the API sets, with its lifetime, and no cookie it does not set', async () => {
    const account = await register();
    const registered = await call('register', {
      body: {
        name: 'Cookie Reader',
        username: `cookie${Date.now()}`,
        email: `cookie${Date.now()}@example.com`,
        password: 'secret-pass-1',
        role: 'job_seeker',
      },
      sourceIp: '10.251.0.1',
    });
    const changed = await call('change-password', {
      cookie: account.cookie,
      body: { currentPassword: account.password, newPassword: 'another-pass-2' },
    });
    expect(changed.status).toBe(200);
    const signedIn = await call('login', { body: { username: account.username, password: 'another-pass-2' } });
    const signedOut = await call('logout', { cookie: (signedIn.cookies[0] ?? '').split(';')[0] });
    const deleted = await call('delete-user', { cookie: registered.cookies[0]?.split(';')[0] });
    const everySet = setCookies(registered, changed, signedIn, signedOut, deleted);

    // Names, both ways.
    // The local config serves http: the names in force are the local ones (a browser refuses `__Host-` there).
    const names = listed.map((item) => item.localName ?? item.name);
    expect([...new Set(everySet.map((cookie) => cookie.name))].sort()).toEqual(names.sort());
    // Lifetimes: a cookie that is set (not cleared) lives exactly as long as the page says.
    for (const cookie of everySet.filter((one) => (one.maxAge ?? 1) > 0)) {
      expect(listed.find((item) => (item.localName ?? item.name) === cookie.name)?.maxAgeSeconds).toBe(cookie.maxAge);
    }
    // The session cookie and the page's signed-in marker.
    expect(signedIn.cookies).toHaveLength(2);
  });

  it('sets cookies only through the session module, so the routes above show every cookie there is', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const sources = readdirSync(root, { recursive: true, encoding: 'utf8' }).filter(
      (file) => file.endsWith('.ts') && !file.endsWith('.test.ts') && !/^(testing|local)\//.test(file),
    );
    const cookieLists = sources.flatMap((file) =>
      [...readFileSync(join(root, file), 'utf8').matchAll(/cookies: \[([^\]]*)\]/g)].map((match) => match[1]),
    );
    expect(cookieLists.length).toBeGreaterThan(0);
    for (const list of cookieLists) {
      expect(list).toMatch(
        /^(await sessionCookie\([\w, ()'.]+\)|clearedSessionCookie\(\)|signedInMarkerCookie\(\w+\))$/,
      );
    }
  });
});
