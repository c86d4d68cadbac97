import { call, cookieOf, register } from '../testing/accounts.js';

process.env.BCRYPT_COST = '4';

describe('POST /api/logout', () => {
  it('clears the cookie and revokes every session of the user, on every device', async () => {
    const account = await register();
    const otherDevice = cookieOf(
      await call('login', { body: { username: account.username, password: account.password } }),
    );
    expect((await call('get-user', { cookie: otherDevice })).status).toBe(200);

    const response = await call('logout', { cookie: account.cookie });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'You have been successfully logged out' });
    expect(response.cookies).toEqual(['jobboard_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0']);

    expect((await call('get-user', { cookie: account.cookie })).status).toBe(401);
    expect((await call('get-user', { cookie: otherDevice })).status).toBe(401);

    const again = await call('login', { body: { username: account.username, password: account.password } });
    expect((await call('get-user', { cookie: cookieOf(again) })).status).toBe(200);
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
