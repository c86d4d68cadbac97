import { call, cookieOf, newAccount } from '../testing/accounts.js';

// Deployed over HTTPS: config is read once per test file, so this file sets the flag before any call.
process.env.SECURE_COOKIES = 'true';
process.env.BCRYPT_COST = '4';

describe('session cookie when deployed', () => {
  it('is __Host- prefixed and Secure on register, login and logout, and only that name is read', async () => {
    const body = newAccount();
    const registered = await call('register', { body });
    expect(registered.cookies[0]).toMatch(
      /^__Host-jobboard_session=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=604800; Secure$/,
    );
    const login = await call('login', { body: { username: body.username, password: body.password } });
    expect(login.cookies[0]).toMatch(/^__Host-jobboard_session=.+; Secure$/);
    const cookie = cookieOf(login);
    expect((await call('get-user', { cookie })).status).toBe(200);
    // The same token under the unprefixed name (what a plain-http page or a subdomain could set) is not read.
    const unprefixed = cookie.replace(/^__Host-/, '');
    expect((await call('get-user', { cookie: unprefixed })).status).toBe(401);
    const logout = await call('logout', { cookie });
    expect(logout.cookies[0]).toBe('__Host-jobboard_session=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure');
  });
});
