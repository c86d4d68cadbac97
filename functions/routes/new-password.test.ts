/** New passwords against the real routes: the 10,000 most common refused, and none containing the account's names. */
import { call, cookieOf, newAccount, register } from '../testing/accounts.js';

process.env.BCRYPT_COST = '4';

const TOO_COMMON = { message: 'This password is too common. Please choose a less common one.' };
const NAME = { message: 'This password contains your username or email name. Please choose another one.' };

describe('a new password', () => {
  it('may not be one of the common passwords (any case), at registration', async () => {
    // 'mustang' and 'letmein1' were not on the short list this one replaced.
    for (const password of ['mustang', 'Football1', 'qwerty123', 'letmein1']) {
      const answer = await call('register', { body: newAccount({ password }) });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(TOO_COMMON);
    }
    expect((await call('register', { body: newAccount({ password: 'quiet-harbour-tides' }) })).status).toBe(201);
  });

  it('may not be or contain the username or the name of the email, at registration', async () => {
    for (const [overrides, password] of [
      [{ username: 'harbourmaster' }, 'harbourmaster'],
      [{ username: 'harbourmaster2' }, 'my-HarbourMaster2-pw'],
      [{ email: 'tidewatcher@example.com' }, 'tidewatcher!9'],
    ] as const) {
      const answer = await call('register', { body: newAccount({ ...overrides, password }) });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(NAME);
    }
  });

  it('is checked the same on a password change; login still takes an older password', async () => {
    const account = await register();
    const common = await call('change-password', {
      cookie: account.cookie,
      body: { currentPassword: account.password, newPassword: 'mustang' },
    });
    expect(common.body).toEqual(TOO_COMMON);
    const named = await call('change-password', {
      cookie: account.cookie,
      body: { currentPassword: account.password, newPassword: `${account.username}-new` },
    });
    expect(named.status).toBe(400);
    expect(named.body).toEqual(NAME);
    // Login still accepts what an older account may have.
    const login = await call('login', { body: { username: account.username, password: account.password } });
    expect(login.status).toBe(200);
    expect(cookieOf(login)).not.toBe('');
  });
});
