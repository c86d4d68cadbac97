/**
 * Turning two-step sign-in off and renewing the recovery codes: both ask for the password and a current code again,
 * count wrong ones like logins, spend the code, and tell the account by email. Admins may renew but not turn off.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { accountMessages, secondFactorTexts } from '../../shared/texts.js';
import { hashRecoveryCode } from '../lib/db/accounts/second-factor.js';
import { db, tableName } from '../lib/db/kit/client.js';
import { keys } from '../lib/db/kit/keys.js';
import { rateRules } from '../lib/rate-limit.js';
import { codeAt } from '../lib/totp.js';
import { call, cookieOf, type Registered, register } from '../testing/accounts.js';
import { testLambda } from '../testing/lambda.js';
import { withMailOutbox } from '../testing/mail-outbox.js';
import { holdRateWindow } from '../testing/rate-window.js';

process.env.BCRYPT_COST = '4';

const { mails, clear } = withMailOutbox();

let address = 0;
const newAddress = () => `10.9.${Math.floor(++address / 250)}.${address % 250}`;
const STEP_MS = 30_000;

const storedFactor = async (userId: number) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: keys.secondFactor(userId), ConsistentRead: true })))
    .Item;

/** An account with two-step sign-in on, its secret, recovery codes and a session that passed the second factor. */
async function enrolled(role: 'job_seeker' | 'company' = 'company') {
  const account = await register(role === 'company' ? { role, name: 'Guarded Co' } : {});
  const setup = await call('start-second-factor', { cookie: account.cookie, body: { password: account.password } });
  const secret = setup.body.secret as string;
  const enabled = await call('enable-second-factor', {
    cookie: account.cookie,
    body: { code: codeAt(secret, Date.now()) },
  });
  expect(enabled.status).toBe(200);
  await testLambda().settled();
  clear();
  return { account, secret, recoveryCodes: enabled.body.recoveryCodes as string[] };
}

/** A second browser of the account, signed in through both steps with a recovery code (no time step spent). */
async function otherBrowser(account: Registered, recoveryCode: string) {
  const login = await call('login', {
    body: { username: account.username, password: account.password },
    sourceIp: newAddress(),
  });
  const cookie = cookieOf(login);
  expect((await call('verify-second-factor', { cookie, body: { code: recoveryCode } })).status).toBe(200);
  return cookie;
}

/** The next step's code: the enrolment spent the current one. */
const nextCode = (secret: string) => codeAt(secret, Date.now() + STEP_MS);

async function noticesTo(email: string, subject: string) {
  await testLambda().settled();
  return mails().filter((mail) => mail.includes(`To: ${email}\r\n`) && mail.includes(`Subject: ${subject}`));
}

describe('turning two-step sign-in off', () => {
  it('needs the password and a current code; then the factor is gone, other browsers are out, and mail tells', async () => {
    const { account, secret, recoveryCodes } = await enrolled();
    const phone = await otherBrowser(account, recoveryCodes[0] as string);
    const sourceIp = newAddress();

    const noPassword = await call('disable-second-factor', {
      cookie: account.cookie,
      sourceIp,
      body: { password: '', code: nextCode(secret) },
    });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toEqual({ message: accountMessages.currentPasswordRequired });
    const wrongPassword = await call('disable-second-factor', {
      cookie: account.cookie,
      sourceIp,
      body: { password: 'not-my-password', code: nextCode(secret) },
    });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toEqual({ message: accountMessages.currentPasswordWrong });
    const wrongCode = await call('disable-second-factor', {
      cookie: account.cookie,
      sourceIp,
      body: { password: account.password, code: nextCode(secret) === '000000' ? '111111' : '000000' },
    });
    expect(wrongCode.status).toBe(400);
    expect(wrongCode.body).toEqual({ message: secondFactorTexts.wrongCode });
    expect((await storedFactor(account.user.id))?.secret).toBe(secret);
    expect((await call('get-user', { cookie: phone })).status).toBe(200);

    const off = await call('disable-second-factor', {
      cookie: account.cookie,
      sourceIp,
      body: { password: account.password, code: nextCode(secret) },
    });
    expect(off.status).toBe(200);
    expect(off.body).toEqual({ message: secondFactorTexts.turnedOff });
    expect(await storedFactor(account.user.id)).toBeUndefined();
    expect((await call('get-user', { cookie: account.cookie })).body.secondFactor).toBe(false);
    expect((await call('get-user', { cookie: phone })).status).toBe(401);
    expect(await noticesTo(account.email, secondFactorTexts.offSubject)).toHaveLength(1);

    // Signing in is one step again.
    const login = await call('login', {
      body: { username: account.username, password: account.password },
      sourceIp: newAddress(),
    });
    expect(login.body).toEqual(expect.objectContaining({ id: account.user.id, secondFactor: false }));
    // And there is nothing left to turn off.
    const again = await call('disable-second-factor', {
      cookie: account.cookie,
      body: { password: account.password, code: codeAt(secret, Date.now() + 2 * STEP_MS) },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: secondFactorTexts.notOn });
  });

  it('takes a recovery code instead of the app code (a lost phone), once', async () => {
    const { account, recoveryCodes } = await enrolled('job_seeker');
    const off = await call('disable-second-factor', {
      cookie: account.cookie,
      body: { password: account.password, code: recoveryCodes[1] },
    });
    expect(off.status).toBe(200);
    expect(await storedFactor(account.user.id)).toBeUndefined();
  });

  it('refuses a code replayed from the same time step', async () => {
    const { account, secret, recoveryCodes } = await enrolled();
    const code = nextCode(secret);
    const renewed = await call('renew-recovery-codes', {
      cookie: account.cookie,
      body: { password: account.password, code },
    });
    expect(renewed.status).toBe(200);
    const replay = await call('disable-second-factor', {
      cookie: account.cookie,
      body: { password: account.password, code },
    });
    expect(replay.status).toBe(409);
    expect(replay.body).toEqual({ message: secondFactorTexts.replayedCode });
    expect((await storedFactor(account.user.id))?.secret).toBe(secret);
    expect(recoveryCodes).toHaveLength(10);
  });

  it('is refused to admins, who must keep it', async () => {
    const { account, secret } = await enrolled();
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(account.user.id),
        UpdateExpression: 'SET #role = :admin',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':admin': 'admin' },
      }),
    );
    const off = await call('disable-second-factor', {
      cookie: account.cookie,
      body: { password: account.password, code: nextCode(secret) },
    });
    expect(off.status).toBe(403);
    expect(off.body).toEqual({ message: secondFactorTexts.adminsKeepIt });
    expect((await storedFactor(account.user.id))?.secret).toBe(secret);
    // Renewing the recovery codes stays open to them.
    const renewed = await call('renew-recovery-codes', {
      cookie: account.cookie,
      body: { password: account.password, code: nextCode(secret) },
    });
    expect(renewed.status).toBe(200);
  });

  it('stops a brute force of the code after 10 wrong ones, even with the right code', async () => {
    holdRateWindow();
    const { account, secret } = await enrolled();
    const sourceIp = newAddress();
    const right = nextCode(secret);
    const wrongCodes = Array.from({ length: 12 }, (_, i) => String(200000 + i * 7919)).filter((c) => c !== right);
    for (const code of wrongCodes.slice(0, rateRules.secondFactorPerAccount.limit)) {
      const answer = await call('disable-second-factor', {
        cookie: account.cookie,
        sourceIp,
        body: { password: account.password, code },
      });
      expect(answer.status).toBe(400);
    }
    const blocked = await call('disable-second-factor', {
      cookie: account.cookie,
      sourceIp,
      body: { password: account.password, code: right },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many wrong codes\. Please wait \d+ minutes? and try again\.$/);
    expect((await storedFactor(account.user.id))?.secret).toBe(secret);
  });

  it('counts wrong passwords like failed logins', async () => {
    holdRateWindow();
    const { account, secret } = await enrolled();
    for (let i = 0; i < rateRules.loginPerUsername.limit; i += 1) {
      const answer = await call('renew-recovery-codes', {
        cookie: account.cookie,
        body: { password: `wrong-${i}`, code: nextCode(secret) },
      });
      expect(answer.status).toBe(400);
    }
    const blocked = await call('renew-recovery-codes', {
      cookie: account.cookie,
      body: { password: account.password, code: nextCode(secret) },
    });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many failed sign-in attempts\./);
  });
});

describe('renewing the recovery codes', () => {
  it('answers ten new codes once; the old ones stop working, the new ones work, and mail tells', async () => {
    const { account, secret, recoveryCodes } = await enrolled('job_seeker');
    const renewed = await call('renew-recovery-codes', {
      cookie: account.cookie,
      body: { password: account.password, code: nextCode(secret) },
    });
    expect(renewed.status).toBe(200);
    const fresh: string[] = renewed.body.recoveryCodes;
    expect(fresh).toHaveLength(10);
    for (const code of fresh) expect(code).toMatch(/^[a-z2-9]{6}(-[a-z2-9]{6}){3}$/);
    const stored = [...((await storedFactor(account.user.id))?.recoveryHashes ?? [])];
    expect(stored.sort()).toEqual(fresh.map(hashRecoveryCode).sort());
    expect(JSON.stringify(stored)).not.toContain(fresh[0]);
    expect(await noticesTo(account.email, secondFactorTexts.codesSubject)).toHaveLength(1);

    const login = async () =>
      cookieOf(
        await call('login', {
          body: { username: account.username, password: account.password },
          sourceIp: newAddress(),
        }),
      );
    const old = await call('verify-second-factor', { cookie: await login(), body: { code: recoveryCodes[0] } });
    expect(old.status).toBe(400);
    const used = await call('verify-second-factor', { cookie: await login(), body: { code: fresh[0] } });
    expect(used.status).toBe(200);
  });

  it('mails no notice to an address that is not confirmed yet', async () => {
    const account = await register({}, { confirm: false });
    const setup = await call('start-second-factor', { cookie: account.cookie, body: { password: account.password } });
    const secret = setup.body.secret as string;
    await call('enable-second-factor', { cookie: account.cookie, body: { code: codeAt(secret, Date.now()) } });
    await testLambda().settled();
    clear();
    const renewed = await call('renew-recovery-codes', {
      cookie: account.cookie,
      body: { password: account.password, code: nextCode(secret) },
    });
    expect(renewed.status).toBe(200);
    await testLambda().settled();
    expect(mails()).toEqual([]);
  });

  it('is a 409 for an account without two-step sign-in, and a 401 signed out', async () => {
    const account = await register();
    const answer = await call('renew-recovery-codes', {
      cookie: account.cookie,
      body: { password: account.password, code: '123456' },
    });
    expect(answer.status).toBe(409);
    expect(answer.body).toEqual({ message: secondFactorTexts.notOn });
    expect((await call('renew-recovery-codes', { body: { password: 'x', code: '123456' } })).status).toBe(401);
  });
});
