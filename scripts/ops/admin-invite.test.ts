/**
 * The first admin, against DynamoDB Local and the real handlers: the invitation creates (or promotes) the account,
 * mails a set-password link to the outbox, and only that link lets anyone sign in; then the admin desk answers.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it, vi } from 'vitest';
import { db, tableName } from '../../functions/lib/db/kit/client.js';
import { keys } from '../../functions/lib/db/kit/keys.js';
import { codeAt } from '../../functions/lib/totp.js';
import { call, cookieOf, register } from '../../functions/testing/accounts.js';
import { withMailOutbox } from '../../functions/testing/mail-outbox.js';
import { secondFactorTexts } from '../../shared/texts.js';
import { InviteRefused, inviteAdmin } from './admin/invite.js';

process.env.BCRYPT_COST = '4';
const outbox = withMailOutbox();
vi.spyOn(console, 'info').mockImplementation(() => undefined);

const login = (username: string, password: string) => call('login', { body: { username, password } });

/** The token of the newest mail's link, wherever the link carries it. */
function mailedToken(): string {
  const mail = outbox.mails().at(-1) ?? '';
  const token = mail.match(/[?#&]token=([\w-]+)/)?.[1];
  if (!token) throw new Error(`No token in the mail:\n${mail}`);
  return token;
}

/** An admin's desk answers 403 until two-step sign-in is on; enrols through the real routes, then asks again. */
async function deskAfterTwoStep(cookie: string, password: string): Promise<number> {
  const before = await call('list-moderation-queue', { cookie });
  expect(before.status).toBe(403);
  expect(before.body).toEqual({ message: secondFactorTexts.required });
  const setup = await call('start-second-factor', { cookie, body: { password } });
  expect(setup.status).toBe(200);
  const code = codeAt(setup.body.secret as string, Date.now());
  expect((await call('enable-second-factor', { cookie, body: { code } })).status).toBe(200);
  return (await call('list-moderation-queue', { cookie })).status;
}

describe('admin:invite', () => {
  it('creates an admin that can sign in only after choosing a password through the mailed link', async () => {
    const result = await inviteAdmin({ email: 'ops@acme.example', name: 'Ops Team' });
    expect(result).toMatchObject({ account: 'created', mail: 'sent' });
    expect(result.user).toMatchObject({ username: 'ops', role: 'admin', email: 'ops@acme.example' });
    const [mail] = outbox.mails();
    expect(mail).toContain('Subject: You are invited to run JobBoard: choose your password');
    expect(mail).toContain('Your username is ops.');
    // The page words it as choosing the account's first password (forgot-password.tsx).
    expect(mail).toMatch(/\/forgot-password#token=[\w-]+&welcome=1\r?\n/);

    const token = mailedToken();
    const set = await call('reset-password', { body: { token, newPassword: 'first-admin-pass-1' } });
    expect(set.status).toBe(200);
    const signedIn = await login('ops', 'first-admin-pass-1');
    expect(signedIn.status).toBe(200);
    expect(signedIn.body).toMatchObject({ role: 'admin' });
    // The desk opens once the second factor is set up (docs/accounts.md, "Two-step sign-in").
    expect(await deskAfterTwoStep(cookieOf(signedIn), 'first-admin-pass-1')).toBe(200);
    // Single use, as a reset link.
    expect((await call('reset-password', { body: { token, newPassword: 'second-try-pass-2' } })).status).toBe(400);
  });

  it('promotes a job seeker and ends the sessions signed with the old role', async () => {
    const seeker = await register({ role: 'job_seeker' });
    const result = await inviteAdmin({ email: seeker.email });
    expect(result).toMatchObject({ account: 'promoted', mail: 'sent' });
    expect((await call('get-user', { cookie: seeker.cookie })).status).toBe(401);
    const again = await login(seeker.username, seeker.password);
    expect(again.body).toMatchObject({ role: 'admin' });
    expect(await deskAfterTwoStep(cookieOf(again), seeker.password)).toBe(200);
  });

  it('mails an admin a new link, and leaves its account as it was', async () => {
    const first = await inviteAdmin({ email: 'twice@acme.example' });
    const second = await inviteAdmin({ email: 'TWICE@acme.example' });
    expect(second).toMatchObject({ account: 'already admin', mail: 'sent' });
    expect(second.user.id).toBe(first.user.id);
    expect(outbox.files()).toHaveLength(2);
  });

  it('gives a taken username a number', async () => {
    await register({ username: 'taken', role: 'job_seeker' });
    const result = await inviteAdmin({ email: 'taken@other.example' });
    expect(result.user.username).toBe('taken2');
  });

  it('refuses a company account and a malformed address, and writes nothing', async () => {
    const company = await register({ role: 'company', name: 'Hiring Co' });
    // Registration mailed the company its confirmation link; the refusals below mail nothing more.
    const mailedBefore = outbox.files();
    await expect(inviteAdmin({ email: company.email })).rejects.toThrow(InviteRefused);
    const stored = await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(company.user.id) }));
    expect(stored.Item?.role).toBe('company');
    await expect(inviteAdmin({ email: 'not-an-address' })).rejects.toThrow('Please enter a valid email');
    expect(outbox.files()).toEqual(mailedBefore);
  });
});
