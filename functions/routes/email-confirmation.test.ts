/**
 * Email confirmation against DynamoDB Local and the real mail worker: the link on registration, confirming it
 * (once), what an unconfirmed account may not do, the one rule in sendMail, resending (limited), and an email change.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { emailConfirmationTexts } from '../../shared/texts.js';
import { db, tableName } from '../lib/db/kit/client.js';
import { keys } from '../lib/db/kit/keys.js';
import { sendMail } from '../lib/mail/index.js';
import { rateRules } from '../lib/rate-limit.js';
import { allItems, call, itemsReferring, register } from '../testing/accounts.js';
import { jobBody } from '../testing/hiring.js';
import { testLambda } from '../testing/lambda.js';
import { withMailOutbox } from '../testing/mail-outbox.js';
import { holdRateWindow } from '../testing/rate-window.js';

process.env.BCRYPT_COST = '4';

const { mails, clear } = withMailOutbox();
const linkPattern = /http:\/\/localhost:3000\/confirm-email#token=([\w-]{43})/;
const INVALID = {
  message: 'This confirmation link is invalid, has expired or was already used. Please ask for a new one.',
};

/** The token of the newest confirmation mail to `email`. */
function mailedToken(email: string): string {
  const mail = mails()
    .filter((text) => text.includes(`To: ${email}\r\n`) && text.includes('Subject: Confirm your JobBoard email'))
    .at(-1);
  const token = mail?.replace(/=\r\n/g, '').match(linkPattern)?.[1];
  if (!token) throw new Error(`no confirmation link mailed to ${email}`);
  return token;
}

const pending = () => register({}, { confirm: false });

describe('registration and POST /api/confirm-email', () => {
  it('mails a single-use link; the account is unconfirmed until it is opened, then confirmed', async () => {
    const account = await pending();
    expect(account.user.emailVerified).toBe(false);
    expect((await call('get-user', { cookie: account.cookie })).body.emailVerified).toBe(false);
    const token = mailedToken(account.email);
    expect(mails().find((mail) => mail.includes(`To: ${account.email}\r\n`))).toContain(
      'If you did not sign up for JobBoard',
    );

    // Only the hash is stored, with its expiry (24 hours) as the TTL.
    const stored = (await allItems()).filter((item) => item.type === 'email-token' && item.userId === account.user.id);
    expect(stored).toHaveLength(1);
    expect(JSON.stringify(stored)).not.toContain(token);
    const lifetime = (stored[0]?.expiresAt as number) - Math.floor(Date.now() / 1000);
    expect(lifetime).toBeGreaterThan(23 * 3600);
    expect(lifetime).toBeLessThanOrEqual(24 * 3600);

    const confirmed = await call('confirm-email', { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ message: 'Your email address is confirmed. Thank you!' });
    expect((await call('get-user', { cookie: account.cookie })).body.emailVerified).toBe(true);

    const reused = await call('confirm-email', { body: { token } });
    expect(reused.status).toBe(400);
    expect(reused.body).toEqual(INVALID);
  });

  it('refuses forged, malformed and expired links with one 400 and changes nothing', async () => {
    const account = await pending();
    for (const token of ['a'.repeat(43), 'short', '', 'x'.repeat(500)]) {
      const answer = await call('confirm-email', { body: { token } });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual(INVALID);
    }
    // An expired token: its record is still there (the TTL is late) but past its time.
    const token = mailedToken(account.email);
    const [record] = (await allItems()).filter(
      (item) => item.type === 'email-token' && item.userId === account.user.id,
    );
    await db().send(
      new (await import('@aws-sdk/lib-dynamodb')).UpdateCommand({
        TableName: tableName(),
        Key: { pk: record?.pk, sk: record?.sk },
        UpdateExpression: 'SET expiresAt = :past',
        ExpressionAttributeValues: { ':past': Math.floor(Date.now() / 1000) - 1 },
      }),
    );
    expect((await call('confirm-email', { body: { token } })).body).toEqual(INVALID);
    expect((await call('get-user', { cookie: account.cookie })).body.emailVerified).toBe(false);
  });
});

describe('what an unconfirmed account may do', () => {
  it('may browse and save, but not apply, create an alert or post a job (403 saying why)', async () => {
    const company = await register({ role: 'company', name: 'Confirmed Co' });
    const job = await call('create-job', { cookie: company.cookie, body: jobBody() });
    expect(job.status).toBe(201);

    const seeker = await pending();
    expect((await call('get-job', { params: { id: String(job.body.id) } })).status).toBe(200);
    expect((await call('save-job', { cookie: seeker.cookie, params: { jobId: String(job.body.id) } })).status).toBe(
      200,
    );
    const why = {
      message:
        'Please confirm your email address first: open the link we emailed you, or ask for a new one on your profile.',
    };
    const applied = await call('apply-to-job', {
      cookie: seeker.cookie,
      params: { id: String(job.body.id) },
      body: { resume: 'Ten years of building web services.', coverLetter: 'I would love to join.' },
    });
    expect(applied.status).toBe(403);
    expect(applied.body).toEqual(why);
    const alert = await call('create-alert', {
      cookie: seeker.cookie,
      body: { frequency: 'daily', filters: { search: 'engineer' } },
    });
    expect(alert.status).toBe(403);
    expect(alert.body).toEqual(why);

    const newCompany = await register({ role: 'company', name: 'Pending Co' }, { confirm: false });
    const posted = await call('create-job', { cookie: newCompany.cookie, body: jobBody() });
    expect(posted.status).toBe(403);
    expect(posted.body).toEqual(why);
    expect((await allItems()).filter((item) => item.type === 'application' && item.userId === seeker.user.id)).toEqual(
      [],
    );

    await call('confirm-email', { body: { token: mailedToken(seeker.email) } });
    const afterwards = await call('apply-to-job', {
      cookie: seeker.cookie,
      params: { id: String(job.body.id) },
      body: { resume: 'Ten years of building web services.', coverLetter: 'I would love to join.' },
    });
    expect(afterwards.status).toBe(201);
  });

  it("is told by every screen's notice just that, and nothing the board does not keep (no drafts)", () => {
    const notice = emailConfirmationTexts.bannerText('ada@example.com');
    expect(notice).toMatch(
      /you can browse, save jobs and edit your profile, but not apply, create job alerts or post jobs/,
    );
    expect(notice).not.toMatch(/draft/i);
  });
});

describe('sendMail: nothing but the link and resets to an unconfirmed address', () => {
  it('skips any other email to it, sends the exempt two, and mails it freely once confirmed', async () => {
    const account = await pending();
    const token = mailedToken(account.email);
    clear();
    const other = { to: account.email, subject: 'New jobs for you', text: 'Three new jobs.' };
    expect(await sendMail(other)).toBe('unconfirmed');
    expect(await sendMail({ ...other, to: account.email.toUpperCase() })).toBe('unconfirmed');
    expect(mails()).toEqual([]);
    expect(await sendMail({ ...other, subject: 'Reset', purpose: 'password-reset' })).toBe('sent');
    expect(mails()).toHaveLength(1);

    // A password reset of an unconfirmed account still reaches it.
    await call('forgot-password', { body: { email: account.email }, sourceIp: '10.77.0.1' });
    await testLambda().settled();
    expect(mails().filter((mail) => mail.includes('Subject: Reset your JobBoard password'))).toHaveLength(1);

    await call('confirm-email', { body: { token } });
    expect(await sendMail(other)).toBe('sent');
  });
});

describe('POST /api/user/email-confirmation', () => {
  it('mails a new link that works (the older one too, until used), and refuses a flood to one address', async () => {
    holdRateWindow();
    const account = await pending();
    clear();
    const sent = await call('resend-confirmation', { cookie: account.cookie });
    expect(sent.status).toBe(200);
    expect(sent.body).toEqual({
      message: `We have sent a new confirmation link to ${account.email}. The link is valid for 24 hours.`,
    });
    await testLambda().settled();
    expect(mails()).toHaveLength(1);

    for (let attempt = 1; attempt < rateRules.confirmPerEmail.limit; attempt += 1) {
      expect((await call('resend-confirmation', { cookie: account.cookie })).status).toBe(200);
    }
    const flooded = await call('resend-confirmation', { cookie: account.cookie });
    expect(flooded.status).toBe(429);
    expect(flooded.body.message).toMatch(/^Too many confirmation emails\. Please wait \d+ minutes? and try again\.$/);
    expect(flooded.headers['retry-after']).toMatch(/^\d+$/);
    await testLambda().settled();
    expect(mails()).toHaveLength(rateRules.confirmPerEmail.limit);

    expect((await call('confirm-email', { body: { token: mailedToken(account.email) } })).status).toBe(200);
    const again = await call('resend-confirmation', { cookie: account.cookie });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ message: 'Your email address is already confirmed.' });
  });

  it('answers 401 signed out', async () => {
    expect((await call('resend-confirmation')).status).toBe(401);
  });
});

describe('changing the email', () => {
  it('makes the new address wait for its own link and tells the old, confirmed one', async () => {
    const account = await register();
    clear();
    const newEmail = `moved-${account.email}`;
    const changed = await call('update-user', {
      cookie: account.cookie,
      body: { email: newEmail, currentPassword: account.password },
    });
    expect(changed.status).toBe(200);
    expect(changed.body.emailVerified).toBe(false);
    await testLambda().settled();
    const notice = mails().find((mail) => mail.includes(`To: ${account.email}\r\n`));
    expect(notice).toContain('Subject: Your JobBoard email address was changed');
    expect(notice).toContain(newEmail);
    const token = mailedToken(newEmail);
    // The new address's link speaks of an address change, not of a sign-up.
    const link = mails().find((mail) => mail.includes(`To: ${newEmail}\r\n`));
    expect(link).toContain('If you did not ask to use this address for a JobBoard account');
    expect(link).not.toContain('sign up');

    // The old address is no account's any more: it is not held back; the new one is until confirmed.
    expect(
      (await db().send(new GetCommand({ TableName: tableName(), Key: keys.unconfirmedEmail(newEmail) }))).Item,
    ).toBeDefined();
    expect(await sendMail({ to: newEmail, subject: 'Hello', text: 'Hi' })).toBe('unconfirmed');
    expect((await call('confirm-email', { body: { token } })).status).toBe(200);
    expect((await call('get-user', { cookie: account.cookie })).body.emailVerified).toBe(true);
  });

  it('voids a link sent to an address the account no longer has', async () => {
    const account = await pending();
    const oldToken = mailedToken(account.email);
    const changed = await call('update-user', {
      cookie: account.cookie,
      body: { email: `second-${account.email}`, currentPassword: account.password },
    });
    expect(changed.status).toBe(200);
    expect((await call('confirm-email', { body: { token: oldToken } })).body).toEqual(INVALID);
    await testLambda().settled();
    // The unconfirmed old address got no notice.
    expect(mails().filter((mail) => mail.includes('Subject: Your JobBoard email address was changed'))).toEqual([]);
  });
});

describe('deletion', () => {
  it('removes the unconfirmed mark with the account', async () => {
    const account = await pending();
    expect((await call('delete-user', { cookie: account.cookie })).status).toBe(200);
    expect(await itemsReferring({ userId: account.user.id, email: account.email })).toEqual([]);
    const marks = (await allItems()).filter((item) => item.type === 'unconfirmed-email');
    expect(marks.filter((item) => item.userId === account.user.id)).toEqual([]);
  });
});
