import { validation } from '../../shared/texts.js';
import { rateRules } from '../lib/rate-limit.js';
import { call, cookieOf, register } from '../testing/accounts.js';
import { holdRateWindow } from '../testing/rate-window.js';

process.env.BCRYPT_COST = '4';

describe('POST /api/user/password', () => {
  it('changes the password, revokes other sessions and keeps this browser signed in', async () => {
    const account = await register();
    const otherDevice = cookieOf(
      await call('login', { body: { username: account.username, password: account.password } }),
    );
    const response = await call('change-password', {
      cookie: account.cookie,
      body: { currentPassword: account.password, newPassword: 'brand-new-secret' },
    });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: 'Your password has been changed' });
    const fresh = cookieOf(response);
    expect(response.cookies[0]).toContain('HttpOnly');

    expect((await call('get-user', { cookie: account.cookie })).status).toBe(401);
    expect((await call('get-user', { cookie: otherDevice })).status).toBe(401);
    expect((await call('get-user', { cookie: fresh })).status).toBe(200);

    const oldLogin = await call('login', { body: { username: account.username, password: account.password } });
    expect(oldLogin.status).toBe(401);
    const newLogin = await call('login', { body: { username: account.username, password: 'brand-new-secret' } });
    expect(newLogin.status).toBe(200);
  });

  it('refuses a wrong current password and keeps the old one', async () => {
    const account = await register();
    const response = await call('change-password', {
      cookie: account.cookie,
      body: { currentPassword: 'not-my-password', newPassword: 'brand-new-secret' },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: 'Current password is incorrect' });
    expect(response.cookies).toEqual([]);
    expect((await call('get-user', { cookie: account.cookie })).status).toBe(200);
    const login = await call('login', { body: { username: account.username, password: account.password } });
    expect(login.status).toBe(200);
  });

  it('refuses the current password as the new one, and signs no device out', async () => {
    const account = await register();
    const response = await call('change-password', {
      cookie: account.cookie,
      body: { currentPassword: account.password, newPassword: account.password },
    });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message: validation.newPasswordSameAsCurrent });
    expect((await call('get-user', { cookie: account.cookie })).status).toBe(200);
  });

  it('limits guesses of the current password like failed logins', async () => {
    holdRateWindow();
    const account = await register();
    for (let i = 0; i < rateRules.loginPerUsername.limit; i++) {
      const guess = await call('change-password', {
        cookie: account.cookie,
        body: { currentPassword: `guess-${i}`, newPassword: 'brand-new-secret' },
      });
      expect(guess.status).toBe(400);
    }
    const blocked = await call('change-password', {
      cookie: account.cookie,
      body: { currentPassword: account.password, newPassword: 'brand-new-secret' },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
  });

  it.each([
    [{}, 'Please enter your current password'],
    [{ currentPassword: 7, newPassword: 'brand-new-secret' }, 'Please enter your current password'],
    [{ currentPassword: 'secret-pass-1' }, 'New password must be at least 6 characters long!'],
    [{ currentPassword: 'secret-pass-1', newPassword: '12345' }, 'New password must be at least 6 characters long!'],
    [
      { currentPassword: 'secret-pass-1', newPassword: 'qwerty123' },
      'This password is too common. Please choose a less common one.',
    ],
    [
      { currentPassword: 'secret-pass-1', newPassword: 'ü'.repeat(40) },
      'Password must be at most 72 bytes long (accented letters and emoji count as several bytes)',
    ],
  ])('answers 400 for %j', async (body, message) => {
    const account = await register();
    const response = await call('change-password', { cookie: account.cookie, body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it('needs a session and a same-site request', async () => {
    const body = { currentPassword: 'secret-pass-1', newPassword: 'brand-new-secret' };
    expect((await call('change-password', { body })).status).toBe(401);
    const account = await register();
    const crossSite = await call('change-password', {
      cookie: account.cookie,
      body: { ...body, currentPassword: account.password },
      headers: { origin: 'https://evil.example' },
    });
    expect(crossSite.status).toBe(403);
  });
});
