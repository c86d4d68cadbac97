/** POST /api/reset-password/check against DynamoDB Local: a link's state on opening, without using it up. */
import { issueResetToken } from '../lib/db/accounts/reset-tokens.js';
import { call, register } from '../testing/accounts.js';

process.env.BCRYPT_COST = '4';

const INVALID = {
  message: 'This password reset link is invalid, has expired or was already used. Please request a new one.',
};

afterEach(() => {
  vi.useRealTimers();
});

const check = (token: unknown) => call('check-reset-token', { body: { token } });

describe('POST /api/reset-password/check', () => {
  it('says a fresh link works, without using it up', async () => {
    const account = await register();
    const token = await issueResetToken(account.user.id);
    const first = await check(token);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: 'This password reset link works' });
    expect((await check(token)).status).toBe(200);
    expect((await call('reset-password', { body: { token, newPassword: 'after-check-1' } })).status).toBe(200);
  });

  it('answers the same 400 for a used, an expired, an unknown and a superseded link, naming no account', async () => {
    const account = await register();
    const used = await issueResetToken(account.user.id);
    await call('reset-password', { body: { token: used, newPassword: 'used-it-once' } });
    const unknown = 'b'.repeat(43);
    const answers = [await check(used), await check(unknown)];

    const other = await register();
    const superseded = await issueResetToken(other.user.id);
    await new Promise((resolve) => setTimeout(resolve, 5));
    await call('change-password', {
      cookie: other.cookie,
      body: { currentPassword: other.password, newPassword: 'changed-by-me' },
    });
    answers.push(await check(superseded));

    const expiring = await issueResetToken(account.user.id);
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 61 * 60 * 1000 });
    answers.push(await check(expiring));

    for (const answer of answers) {
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(INVALID);
    }
    expect(new Set(answers.map((answer) => JSON.stringify({ ...answer.headers, 'x-request-id': '' }))).size).toBe(1);
  });

  it('answers 400 to a token of the wrong shape', async () => {
    expect((await check('short')).body).toEqual(INVALID);
    expect((await check(undefined)).status).toBe(400);
  });
});
