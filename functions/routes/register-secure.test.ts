import { call, newAccount } from '../testing/accounts.js';

// Deployed over HTTPS: config is read once per test file, so this file sets the flag before any call.
process.env.SECURE_COOKIES = 'true';
process.env.BCRYPT_COST = '4';

describe('session cookie when deployed', () => {
  it('is Secure on register, login and logout', async () => {
    const body = newAccount();
    const registered = await call('register', { body });
    expect(registered.cookies[0]).toMatch(/; Secure$/);
    const login = await call('login', { body: { username: body.username, password: body.password } });
    expect(login.cookies[0]).toMatch(/; Secure$/);
    const logout = await call('logout');
    expect(logout.cookies[0]).toMatch(/Max-Age=0; Secure$/);
  });
});
