import { db } from '../lib/db/kit/client.js';
import { call, cookieOf, register } from '../testing/accounts.js';

process.env.BCRYPT_COST = '4';

async function signInElsewhere(account: { username: string; password: string }): Promise<string> {
  const cookie = cookieOf(await call('login', { body: { username: account.username, password: account.password } }));
  expect((await call('get-user', { cookie })).status).toBe(200);
  return cookie;
}

describe('POST /api/logout', () => {
  it('ends this session server-side: a copy of the cookie is refused at once, the other devices stay signed in', async () => {
    const account = await register();
    const otherDevice = await signInElsewhere(account);

    const response = await call('logout', { cookie: account.cookie });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'You have been successfully logged out' });
    expect(response.cookies).toEqual([
      'jobboard_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0',
      // The page's marker of a session goes with it (functions/lib/signed-in-marker.ts).
      'jobboard_signed_in=; Path=/; SameSite=Lax; Max-Age=0',
    ]);
    // The captured cookie (what an attacker copied before the logout) no longer works.
    const replayed = await call('get-user', { cookie: account.cookie });
    expect(replayed.status).toBe(401);
    expect(replayed.body).toEqual({ message: 'Please sign in to continue' });
    expect((await call('get-user', { cookie: otherDevice })).status).toBe(200);
  });

  it('POST /api/logout/all refuses every older session of the user, this one included, on its next request', async () => {
    const account = await register();
    const otherDevice = await signInElsewhere(account);
    const someoneElse = await register();

    const response = await call('logout-everywhere', { cookie: account.cookie });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'You have been signed out on all your devices' });
    expect(response.cookies[0]).toContain('Max-Age=0');
    expect((await call('get-user', { cookie: account.cookie })).status).toBe(401);
    expect((await call('get-user', { cookie: otherDevice })).status).toBe(401);
    expect((await call('get-user', { cookie: someoneElse.cookie })).status).toBe(200);

    const again = await signInElsewhere(account);
    expect((await call('get-user', { cookie: again })).status).toBe(200);
    expect((await call('logout-everywhere')).status).toBe(401);
  });

  it('costs two reads per signed-in request, sent together: the user item and the session item', async () => {
    const account = await register();
    const commands: string[] = [];
    const name = 'count-commands';
    db().middlewareStack.add(
      (next, context) => (args) => {
        commands.push(context.commandName as string);
        return next(args);
      },
      { step: 'initialize', name },
    );
    try {
      expect((await call('get-user', { cookie: account.cookie })).status).toBe(200);
    } finally {
      db().middlewareStack.remove(name);
    }
    expect(commands).toEqual(['GetItemCommand', 'GetItemCommand']);
  });

  it('answers 200 and clears the cookie when already signed out', async () => {
    const response = await call('logout');
    expect(response.status).toBe(200);
    expect(response.cookies[0]).toContain('Max-Age=0');
  });

  it('refuses a logout posted from another site (no forced sign-out)', async () => {
    const account = await register();
    const response = await call('logout', { cookie: account.cookie, headers: { origin: 'https://evil.example' } });
    expect(response.status).toBe(403);
    expect((await call('get-user', { cookie: account.cookie })).status).toBe(200);
  });
});
