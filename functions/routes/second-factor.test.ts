import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { accountMessages, secondFactorTexts } from '../../shared/texts.js';
import { hashRecoveryCode } from '../lib/db/accounts/second-factor.js';
import { db, tableName } from '../lib/db/kit/client.js';
import { keys } from '../lib/db/kit/keys.js';
import { hashPassword } from '../lib/passwords.js';
import { rateRules } from '../lib/rate-limit.js';
import { codeAt, currentStep } from '../lib/totp.js';
import { call, cookieOf, type Registered, register } from '../testing/accounts.js';
import { createdAccount } from '../testing/created-account.js';
import { cookieFor } from '../testing/invoke.js';
import { holdRateWindow } from '../testing/rate-window.js';

process.env.BCRYPT_COST = '4';

let address = 0;
/** A fresh client address per test, so one test's per-address limit does not spill into another. */
const newAddress = () => `10.7.${Math.floor(++address / 250)}.${address % 250}`;
const STEP_MS = 30_000;
/** The password of every account of this file (testing/accounts.ts's registrations, the admin made below). */
const PASSWORD = 'secret-pass-1';

/** Turns two-step sign-in on through the routes; the secret and recovery codes as the app and the person got them. */
async function enrol(cookie: string, sourceIp = newAddress(), password = PASSWORD) {
  const setup = await call('start-second-factor', { cookie, sourceIp, body: { password } });
  expect(setup.status).toBe(200);
  const secret = setup.body.secret as string;
  const enabled = await call('enable-second-factor', {
    cookie,
    sourceIp,
    body: { code: codeAt(secret, Date.now()) },
  });
  expect(enabled.status).toBe(200);
  return { secret, recoveryCodes: enabled.body.recoveryCodes as string[] };
}

async function signIn(account: Registered, sourceIp = newAddress()) {
  const login = await call('login', { body: { username: account.username, password: account.password }, sourceIp });
  expect(login.status).toBe(200);
  return { login, cookie: cookieOf(login) };
}

const storedFactor = async (userId: number) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: keys.secondFactor(userId), ConsistentRead: true })))
    .Item;
const storedHashes = async (userId: number) => [...((await storedFactor(userId))?.recoveryHashes ?? [])] as string[];

describe('two-step sign-in (TOTP)', () => {
  it('enrols a company with a QR code; the recovery codes are answered once and stored only hashed', async () => {
    const company = await register({ role: 'company', name: 'Careful Co' });
    const noPassword = await call('start-second-factor', { cookie: company.cookie, body: {} });
    expect(noPassword.status).toBe(400);
    expect(noPassword.body).toEqual({ message: accountMessages.currentPasswordRequired });
    const wrongPassword = await call('start-second-factor', { cookie: company.cookie, body: { password: 'a-guess' } });
    expect(wrongPassword.status).toBe(400);
    expect(wrongPassword.body).toEqual({ message: accountMessages.currentPasswordWrong });
    expect(await storedFactor(company.user.id)).toBeUndefined();
    const setup = await call('start-second-factor', { cookie: company.cookie, body: { password: company.password } });
    expect(setup.status).toBe(200);
    expect(setup.body.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(Buffer.from(setup.body.qrCode.split(',')[1], 'base64').toString()).toContain('<svg');
    expect(setup.body.uri).toBe(
      `otpauth://totp/Job%20Board:${company.username}?issuer=Job%20Board&secret=${setup.body.secret}&algorithm=SHA1&digits=6&period=30`,
    );

    const wrong = await call('enable-second-factor', { cookie: company.cookie, body: { code: '000000' } });
    const right = codeAt(setup.body.secret, Date.now());
    if (right === '000000') return; // one chance in a million: the "wrong" code was the right one
    expect(wrong.status).toBe(400);
    expect(wrong.body).toEqual({ message: secondFactorTexts.wrongCode });
    expect((await call('get-user', { cookie: company.cookie })).body.secondFactor).toBe(false);

    const enabled = await call('enable-second-factor', { cookie: company.cookie, body: { code: right } });
    expect(enabled.status).toBe(200);
    const codes: string[] = enabled.body.recoveryCodes;
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const code of codes) expect(code).toMatch(/^[a-z2-9]{6}(-[a-z2-9]{6}){3}$/);
    expect((await call('get-user', { cookie: company.cookie })).body.secondFactor).toBe(true);

    const item = await storedFactor(company.user.id);
    const stored = JSON.stringify(await storedHashes(company.user.id));
    for (const code of codes) {
      expect(stored).not.toContain(code);
      expect(stored).toContain(hashRecoveryCode(code));
    }
    expect(item?.pendingSecret).toBeUndefined();
    const again = await call('start-second-factor', { cookie: company.cookie, body: { password: company.password } });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: secondFactorTexts.alreadyOn });
    expect((await storedFactor(company.user.id))?.secret).toBe(setup.body.secret);
  });

  it('is open to job seekers too', async () => {
    const seeker = await register();
    await enrol(seeker.cookie);
    expect((await call('get-user', { cookie: seeker.cookie })).body.secondFactor).toBe(true);
    expect((await storedFactor(seeker.user.id))?.secret).toEqual(expect.any(String));
  });

  it('asks for the code at login; the pending session opens nothing else until it is given', async () => {
    const company = await register({ role: 'company', name: 'Pending Co' });
    const { secret } = await enrol(company.cookie);
    const { login, cookie } = await signIn(company);
    expect(login.body).toEqual({ secondFactorRequired: true, message: secondFactorTexts.codeNeeded });

    const refused = await call('get-user', { cookie });
    expect(refused.status).toBe(401);
    expect(refused.body).toEqual({ message: secondFactorTexts.pending });
    expect((await call('list-dashboard-jobs', { cookie })).status).toBe(401);

    // The enrolment used this step; wait for a fresh one rather than replay it.
    const code = codeAt(secret, Date.now() + STEP_MS);
    const verified = await call('verify-second-factor', { cookie, body: { code } });
    expect(verified.status).toBe(200);
    expect(verified.body).toEqual({ ...company.user, secondFactor: true });
    expect((await call('get-user', { cookie })).status).toBe(200);
  });

  it('refuses a code replayed in its window, and the replaying session stays pending', async () => {
    const company = await register({ role: 'company', name: 'Replay Co' });
    const { secret } = await enrol(company.cookie);
    // The next step's code (inside the window), and that step: the clock may cross a step boundary while the test runs.
    const now = Date.now();
    const step = currentStep(now) + 1;
    const code = codeAt(secret, now + STEP_MS);
    const first = await signIn(company);
    expect((await call('verify-second-factor', { cookie: first.cookie, body: { code } })).status).toBe(200);

    const second = await signIn(company);
    const replay = await call('verify-second-factor', { cookie: second.cookie, body: { code } });
    expect(replay.status).toBe(409);
    expect(replay.body).toEqual({ message: secondFactorTexts.replayedCode });
    expect((await call('get-user', { cookie: second.cookie })).status).toBe(401);
    // An older code in the window is refused too: the last used step only moves forward.
    const older = await call('verify-second-factor', {
      cookie: second.cookie,
      body: { code: codeAt(secret, Date.now()) },
    });
    expect([400, 409]).toContain(older.status);
    expect((await storedFactor(company.user.id))?.lastStep).toBe(step);
  });

  it('takes each recovery code once, in any case and with or without its dash', async () => {
    const company = await register({ role: 'company', name: 'Recovery Co' });
    const { recoveryCodes } = await enrol(company.cookie);
    const [code] = recoveryCodes as [string];
    const first = await signIn(company);
    const used = await call('verify-second-factor', {
      cookie: first.cookie,
      body: { code: code.replace('-', '').toUpperCase() },
    });
    expect(used.status).toBe(200);
    const second = await signIn(company);
    const again = await call('verify-second-factor', { cookie: second.cookie, body: { code } });
    expect(again.status).toBe(400);
    expect(again.body).toEqual({ message: secondFactorTexts.wrongCode });
    expect(await storedHashes(company.user.id)).toHaveLength(9);
  });

  it('takes codes as people type them: the app code in two groups, a recovery code with spaces', async () => {
    const company = await register({ role: 'company', name: 'Spaced Co' });
    const { secret, recoveryCodes } = await enrol(company.cookie);
    const code = codeAt(secret, Date.now() + STEP_MS); // the enrolment used this step
    const first = await signIn(company);
    const spaced = `${code.slice(0, 3)} ${code.slice(3)}`;
    expect((await call('verify-second-factor', { cookie: first.cookie, body: { code: spaced } })).status).toBe(200);

    const second = await signIn(company);
    const recovery = (recoveryCodes[0] as string).replaceAll('-', '\u00a0').toUpperCase();
    expect((await call('verify-second-factor', { cookie: second.cookie, body: { code: recovery } })).status).toBe(200);
    expect(await storedHashes(company.user.id)).toHaveLength(9);
  });

  it('stops a brute force of the code after 10 wrong ones, even the right code, and keeps the session pending', async () => {
    holdRateWindow();
    const company = await register({ role: 'company', name: 'Guessed Co' });
    const { secret } = await enrol(company.cookie);
    const sourceIp = newAddress();
    const { cookie } = await signIn(company, sourceIp);
    const right = codeAt(secret, Date.now() + STEP_MS);
    const wrongCodes = Array.from({ length: 10 }, (_, i) => String(100000 + i * 7919)).filter((c) => c !== right);
    for (const code of wrongCodes.slice(0, rateRules.secondFactorPerAccount.limit)) {
      expect((await call('verify-second-factor', { cookie, sourceIp, body: { code } })).status).toBe(400);
    }
    const blocked = await call('verify-second-factor', { cookie, sourceIp, body: { code: right } });
    expect(blocked.status).toBe(429);
    expect(blocked.body.message).toMatch(/^Too many wrong codes\. Please wait \d+ minutes? and try again\.$/);
    expect((await call('get-user', { cookie })).status).toBe(401);
    // A malformed code is a 400 before anything is counted or read.
    const malformed = await call('verify-second-factor', { cookie, sourceIp, body: { code: '12 34' } });
    expect(malformed.status).toBe(400);
  });

  it('keeps an admin out of every admin route until this session passed the second factor', async () => {
    const user = await createdAccount({
      username: `admin-2fa-${Date.now().toString(36)}`,
      email: `admin-2fa-${Date.now().toString(36)}@example.com`,
      name: 'New Admin',
      role: 'admin',
      passwordHash: await hashPassword(PASSWORD),
    });
    const cookie = await cookieFor(user);
    const desk = await call('list-moderation-queue', { cookie });
    expect(desk.status).toBe(403);
    expect(desk.body).toEqual({ message: secondFactorTexts.required });
    expect((await call('list-audit-log', { cookie })).status).toBe(403);
    // Their own account still answers, so the site can lead them to the enrolment.
    expect((await call('get-user', { cookie })).body.secondFactor).toBe(false);

    await enrol(cookie);
    expect((await call('list-moderation-queue', { cookie })).status).toBe(200);
  });

  it('keeps the second factor of this session through a password change (an admin stays at the desk)', async () => {
    const account = await register({ role: 'company', name: 'Rotating Co' });
    await enrol(account.cookie);
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(account.user.id),
        UpdateExpression: 'SET #role = :admin',
        ExpressionAttributeNames: { '#role': 'role' },
        ExpressionAttributeValues: { ':admin': 'admin' },
      }),
    );
    const changed = await call('change-password', {
      cookie: account.cookie,
      body: { currentPassword: account.password, newPassword: 'quite-new-Secret-77' },
    });
    expect(changed.status).toBe(200);
    expect((await call('list-moderation-queue', { cookie: cookieOf(changed) })).status).toBe(200);
  });

  it('goes with the account: deleting it deletes the secret and the recovery hashes', async () => {
    const company = await register({ role: 'company', name: 'Closing Co' });
    await enrol(company.cookie);
    expect(await storedFactor(company.user.id)).toBeDefined();
    expect((await call('delete-user', { cookie: company.cookie })).status).toBe(200);
    expect(await storedFactor(company.user.id)).toBeUndefined();
  });

  it('lets a pending session log out', async () => {
    const company = await register({ role: 'company', name: 'Leaving Co' });
    await enrol(company.cookie);
    const { cookie } = await signIn(company);
    expect((await call('logout', { cookie })).status).toBe(200);
    const code = await call('verify-second-factor', { cookie, body: { code: '123456' } });
    expect(code.status).toBe(401);
  });
});
