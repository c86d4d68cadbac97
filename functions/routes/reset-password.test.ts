import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { issueResetToken } from '../lib/db/accounts/reset-tokens.js';
import { allItems, call, register } from '../testing/accounts.js';
import { testLambda } from '../testing/lambda.js';

process.env.BCRYPT_COST = '4';

const INVALID = {
  message: 'This password reset link is invalid, has expired or was already used. Please request a new one.',
};
const RESET = { message: 'Your password has been reset. You can now log in with your new password.' };

afterEach(() => {
  vi.useRealTimers();
});

const login = (username: string, password: string) => call('login', { body: { username, password } });

describe('POST /api/reset-password', () => {
  it('from the emailed link: sets the password and revokes every session', async () => {
    const outbox = mkdtempSync(join(tmpdir(), 'outbox-'));
    process.env.OUTBOX_DIR = outbox;
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    try {
      const account = await register();
      await call('forgot-password', { body: { email: account.email } });
      await testLambda().settled(); // the email is sent after the answer
      // The reset mail (the registration's confirmation link is in the outbox too).
      const eml = readdirSync(outbox)
        .map((file) => readFileSync(join(outbox, file), 'utf8'))
        .find((text) => text.includes('Subject: Reset your JobBoard password')) as string;
      const link = new URL((eml.match(/http:\/\/\S+/) as RegExpMatchArray)[0]);
      expect(link.pathname).toBe('/forgot-password');

      const response = await call('reset-password', {
        body: { token: new URLSearchParams(link.hash.slice(1)).get('token'), newPassword: 'after-reset-1' },
      });
      expect(response.status).toBe(200);
      expect(response.body).toEqual(RESET);
      expect((await call('get-user', { cookie: account.cookie })).status).toBe(401);
      expect((await login(account.username, account.password)).status).toBe(401);
      expect((await login(account.username, 'after-reset-1')).status).toBe(200);
    } finally {
      rmSync(outbox, { recursive: true, force: true });
      delete process.env.OUTBOX_DIR;
      vi.restoreAllMocks();
    }
  });

  it('works once: the token is deleted on use', async () => {
    const account = await register();
    const token = await issueResetToken(account.user.id);
    expect((await call('reset-password', { body: { token, newPassword: 'first-reset-1' } })).status).toBe(200);
    const reuse = await call('reset-password', { body: { token, newPassword: 'second-reset-2' } });
    expect(reuse.status).toBe(400);
    expect(reuse.body).toEqual(INVALID);
    expect((await login(account.username, 'first-reset-1')).status).toBe(200);
    expect(
      (await allItems()).filter((item) => String(item.pk).startsWith('RESET#') && item.userId === account.user.id),
    ).toEqual([]);
  });

  it('lets only one of two parallel uses of a token through', async () => {
    const account = await register();
    const token = await issueResetToken(account.user.id);
    const results = await Promise.all(
      ['parallel-one-1', 'parallel-two-2'].map((newPassword) =>
        call('reset-password', { body: { token, newPassword } }),
      ),
    );
    expect(results.map((result) => result.status).sort()).toEqual([200, 400]);
  });

  it('expires after one hour', async () => {
    const account = await register();
    const token = await issueResetToken(account.user.id);
    const later = await issueResetToken(account.user.id);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 59 * 60 * 1000 });
    expect((await call('reset-password', { body: { token: later, newPassword: 'in-time-reset' } })).status).toBe(200);
    vi.setSystemTime(Date.now() + 2 * 60 * 1000);
    const expired = await call('reset-password', { body: { token, newPassword: 'too-late-reset' } });
    expect(expired.status).toBe(400);
    expect(expired.body).toEqual(INVALID);
  });

  it('is void once the password was changed after it was issued', async () => {
    const account = await register();
    const token = await issueResetToken(account.user.id);
    await new Promise((resolve) => setTimeout(resolve, 5)); // the change must be later than the token, by the clock
    const changed = await call('change-password', {
      cookie: account.cookie,
      body: { currentPassword: account.password, newPassword: 'changed-by-me' },
    });
    expect(changed.status).toBe(200);
    const response = await call('reset-password', { body: { token, newPassword: 'attacker-choice' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID);
    expect((await login(account.username, 'changed-by-me')).status).toBe(200);
  });

  it('is void once the account is deleted', async () => {
    const account = await register();
    const token = await issueResetToken(account.user.id);
    expect((await call('delete-user', { cookie: account.cookie })).status).toBe(200);
    const response = await call('reset-password', { body: { token, newPassword: 'ghost-password' } });
    expect(response.body).toEqual(INVALID);
  });

  it('refuses an unknown token of the right shape', async () => {
    const response = await call('reset-password', { body: { token: 'A'.repeat(43), newPassword: 'whatever-new' } });
    expect(response.status).toBe(400);
    expect(response.body).toEqual(INVALID);
  });

  it.each([
    [{ newPassword: 'good-password' }, INVALID.message],
    [{ token: 'short', newPassword: 'good-password' }, INVALID.message],
    [{ token: 42, newPassword: 'good-password' }, INVALID.message],
    [{ token: 'A'.repeat(43) }, 'Please fill in all fields'],
    [{ token: 'A'.repeat(43), newPassword: '' }, 'Please fill in all fields'],
    [{ token: 'A'.repeat(43), newPassword: '12345' }, 'Password must be at least 6 characters long'],
    [
      { token: 'A'.repeat(43), newPassword: 'iloveyou' },
      'This password is too common. Please choose a less common one.',
    ],
    [
      { token: 'A'.repeat(43), newPassword: 'p'.repeat(73) },
      'Password must be at most 72 bytes long (accented letters and emoji count as several bytes)',
    ],
  ])('answers 400 for %j', async (body, message) => {
    const response = await call('reset-password', { body });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it('does not use up a token when the new password is refused', async () => {
    const account = await register();
    const token = await issueResetToken(account.user.id);
    expect((await call('reset-password', { body: { token, newPassword: '123' } })).status).toBe(400);
    expect((await call('reset-password', { body: { token, newPassword: 'now-a-good-one' } })).status).toBe(200);
  });

  it('does not use up a token when the password holds the account name, and still works only once', async () => {
    const account = await register();
    const token = await issueResetToken(account.user.id);
    const refused = await call('reset-password', { body: { token, newPassword: `${account.username}-new` } });
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({
      message: 'This password contains your username or email name. Please choose another one.',
    });
    expect((await call('reset-password', { body: { token, newPassword: 'now-a-good-one' } })).status).toBe(200);
    const reuse = await call('reset-password', { body: { token, newPassword: `${account.username}-again` } });
    expect(reuse.status).toBe(400);
    expect(reuse.body).toEqual(INVALID);
    expect((await login(account.username, 'now-a-good-one')).status).toBe(200);
  });

  it('refuses a request from another site', async () => {
    const account = await register();
    const token = await issueResetToken(account.user.id);
    const response = await call('reset-password', {
      body: { token, newPassword: 'cross-site-pw' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
    expect((await call('reset-password', { body: { token, newPassword: 'same-site-pw' } })).status).toBe(200);
  });
});
