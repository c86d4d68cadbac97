import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { ALERTS_MAX } from '../../shared/constants.js';
import type { JobAlert } from '../../shared/schemas/alerts.js';
import { alertMessages } from '../../shared/texts/alert-texts.js';
import { confirmToken, unsubscribeToken } from '../lib/alerts/tokens.js';
import { db, tableName } from '../lib/db/kit/client.js';
import { alertOwner, keys } from '../lib/db/kit/keys.js';
import { logger } from '../lib/logger.js';
import { invoke } from '../testing/invoke.js';
import { testLambda } from '../testing/lambda.js';
import { withMailOutbox } from '../testing/mail-outbox.js';
import { makeCompanyPrincipal, makeSeeker, type Principal } from '../testing/principals.js';

const outbox = withMailOutbox();

const create = (who: Principal, body: unknown) => invoke<JobAlert>('create-alert', { cookie: who.cookie, body });
const list = (who: Principal) => invoke<JobAlert[]>('list-alerts', { cookie: who.cookie });
const storedAlert = async (owner: string, id: number) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: keys.alert(owner, id) }))).Item;

let visitorIp = 0;
/** Subscribes, then waits for the mail worker the route hands the confirmation to (it runs after the answer). */
const subscribe = async (body: unknown) => {
  visitorIp += 1;
  const answer = await invoke<{ message: string }>('subscribe-alert', { body, sourceIp: `10.7.0.${visitorIp}` });
  await testLambda().settled();
  return answer;
};

/** The confirmation link's token in the last email of the outbox. */
function tokenInLastMail(path: string): string {
  const mail = outbox.mails().at(-1) as string;
  // In the fragment: no access log keeps it.
  const link = mail.match(new RegExp(`https?://\\S+${path}#token=\\S+`))?.[0] as string;
  return new URLSearchParams(new URL(link).hash.slice(1)).get('token') as string;
}

describe('job alerts of a signed-in seeker: /api/alerts', () => {
  it('creates an alert from the job list filters, lists, edits, pauses and deletes it', async () => {
    const seeker = await makeSeeker();
    const made = await create(seeker, {
      frequency: 'daily',
      filters: { search: ' react ', location: 'Anywhere', jobType: 'full_time', salaryMin: '50000' },
    });
    expect(made.status).toBe(201);
    expect(made.body).toMatchObject({
      name: 'react',
      frequency: 'daily',
      active: true,
      filters: { search: 'react', jobType: 'full_time', salaryMin: '50000' },
    });
    expect(made.body.filters).not.toHaveProperty('location');
    expect((await storedAlert(alertOwner.user(seeker.user.id), made.body.id))?.gsi2pk).toBe('ALERTDUE#daily');

    const paused = await invoke<JobAlert>('update-alert', {
      cookie: seeker.cookie,
      params: { id: String(made.body.id) },
      body: { active: false, frequency: 'weekly', name: 'React jobs' },
    });
    expect(paused.status).toBe(200);
    expect(paused.body).toMatchObject({ name: 'React jobs', frequency: 'weekly', active: false });
    // Paused: off the due list, so no digest reads it.
    expect((await storedAlert(alertOwner.user(seeker.user.id), made.body.id))?.gsi2pk).toBeUndefined();
    expect((await list(seeker)).body.map((alert) => alert.name)).toEqual(['React jobs']);

    const removed = await invoke('delete-alert', { cookie: seeker.cookie, params: { id: String(made.body.id) } });
    expect(removed.status).toBe(200);
    expect((await list(seeker)).body).toEqual([]);
    expect((await invoke('delete-alert', { cookie: seeker.cookie, params: { id: String(made.body.id) } })).status).toBe(
      404,
    );
  });

  it('refuses bad input with a message, and another seeker cannot touch the alert', async () => {
    const [seeker, other] = await Promise.all([makeSeeker(), makeSeeker()]);
    const bad = await create(seeker, { frequency: 'hourly', filters: {} });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({ message: alertMessages.frequency });
    const badFilter = await create(seeker, { frequency: 'daily', filters: { salaryMin: '9', salaryMax: '1' } });
    expect(badFilter.status).toBe(400);
    expect((await list(seeker)).body).toEqual([]);

    const made = await create(seeker, { frequency: 'instant', filters: { search: 'rust' } });
    const params = { id: String(made.body.id) };
    expect((await invoke('update-alert', { cookie: other.cookie, params, body: { active: false } })).status).toBe(404);
    expect((await invoke('delete-alert', { cookie: other.cookie, params })).status).toBe(404);
    expect((await invoke('update-alert', { cookie: seeker.cookie, params, body: {} })).body).toEqual({
      message: alertMessages.nothingToChange,
    });
    expect((await invoke('update-alert', { cookie: seeker.cookie, params, body: { name: '  ' } })).body).toEqual({
      message: alertMessages.nameRequired,
    });
    const company = await makeCompanyPrincipal();
    expect((await create(company, { frequency: 'daily', filters: {} })).status).toBe(403);
    expect((await invoke('list-alerts')).status).toBe(401);
  });

  it(`keeps at most ${ALERTS_MAX} alerts per person, even when requests race`, async () => {
    const seeker = await makeSeeker();
    const answers = await Promise.all(
      Array.from({ length: ALERTS_MAX + 3 }, (_, i) =>
        create(seeker, { frequency: 'weekly', filters: { search: `w${i}` } }),
      ),
    );
    expect(answers.filter((answer) => answer.status === 201)).toHaveLength(ALERTS_MAX);
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(3);
    expect(refused[0]?.body).toEqual({ message: alertMessages.alertsFull });
    expect((await list(seeker)).body).toHaveLength(ALERTS_MAX);
  });
});

describe('a visitor subscribes by email: double opt-in, one-click unsubscribe', () => {
  it('sends nothing until confirmed, then confirms once with the link of the email', async () => {
    const email = `visitor${Date.now()}@example.com`;
    const answer = await subscribe({ email, frequency: 'weekly', filters: { search: 'nurse' } });
    expect(answer.status).toBe(201);
    expect(answer.body.message).toBe(alertMessages.checkInbox(email));
    // Mailed by the reset-and-contact mail worker, not by the route.
    expect(testLambda().accepted.at(-1)).toMatchObject({
      functionName: 'send-reset-and-contact-mail',
      payload: { kind: 'alert-confirm', email, alertName: 'nurse' },
    });
    expect(outbox.mails()).toHaveLength(1);
    expect(outbox.mails()[0]).toContain(`To: ${email}`);
    expect(outbox.mails()[0]).toContain('Subject: Confirm your job alert');
    expect(testLambda().deadLetters).toEqual([]);
    const token = tokenInLastMail('/job-alerts/confirm');
    const { i: id } = JSON.parse(Buffer.from(token.split('.')[0] as string, 'base64url').toString()) as { i: number };
    const owner = alertOwner.email(email);
    // Unconfirmed: off the due list, so no email goes out, and removed by the TTL if never confirmed.
    const pending = await storedAlert(owner, id);
    expect(pending).toMatchObject({ confirmed: false, expiresAt: expect.any(Number) });
    expect(pending?.gsi2pk).toBeUndefined();

    const confirmed = await invoke('confirm-alert', { body: { token } });
    expect(confirmed.status).toBe(200);
    expect(confirmed.body).toEqual({ message: alertMessages.confirmed });
    expect((await invoke('confirm-alert', { body: { token } })).status).toBe(200);
    const active = await storedAlert(owner, id);
    expect(active).toMatchObject({ confirmed: true, gsi2pk: 'ALERTDUE#weekly' });
    expect(active?.expiresAt).toBeUndefined();
  });

  it('answers 503 with Retry-After, and mails nothing, when the confirmation cannot be queued', async () => {
    const sender = process.env.RESET_AND_CONTACT_MAIL_FUNCTION;
    delete process.env.RESET_AND_CONTACT_MAIL_FUNCTION;
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    onTestFinished(() => {
      process.env.RESET_AND_CONTACT_MAIL_FUNCTION = sender;
      logged.mockRestore();
    });
    const answer = await subscribe({ email: `unqueued${Date.now()}@example.com`, frequency: 'daily', filters: {} });
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({ message: alertMessages.confirmationNotQueued });
    expect(answer.headers['retry-after']).toBe('60');
    expect(logged).toHaveBeenCalledWith('Alert confirmation not queued', expect.anything());
    expect(outbox.mails()).toEqual([]);
  });

  it('refuses altered, foreign and expired links with a message', async () => {
    const email = `late${Date.now()}@example.com`;
    await subscribe({ email, frequency: 'daily', filters: {} });
    const token = tokenInLastMail('/job-alerts/confirm');
    const altered = await invoke('confirm-alert', { body: { token: `${token}x` } });
    expect(altered.status).toBe(400);
    expect(altered.body).toEqual({ message: alertMessages.linkInvalid });
    const owner = alertOwner.email(email);
    // An unsubscribe token is not a confirmation token.
    const foreign = await invoke('confirm-alert', { body: { token: await unsubscribeToken({ owner, id: 1 }) } });
    expect(foreign.body).toEqual({ message: alertMessages.linkInvalid });
    const old = await confirmToken({ owner, id: 1 }, Date.now() - 49 * 3600 * 1000);
    expect((await invoke('confirm-alert', { body: { token: old } })).body).toEqual({
      message: alertMessages.confirmExpired,
    });
  });

  it('unsubscribes by the signed token, as a mail provider posts it (RFC 8058), twice harmlessly', async () => {
    const seeker = await makeSeeker();
    const made = await create(seeker, { frequency: 'daily', filters: { search: 'chef' } });
    const token = await unsubscribeToken({ owner: alertOwner.user(seeker.user.id), id: made.body.id });
    const oneClick = {
      query: { token },
      rawBody: 'List-Unsubscribe=One-Click',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    };
    const first = await invoke('unsubscribe-alert', oneClick);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ message: alertMessages.unsubscribed });
    expect((await list(seeker)).body).toEqual([]);
    // Unsubscribing deletes the alert (gone from /job-alerts, not paused): the answer must say so.
    expect(alertMessages.unsubscribed).toMatch(/alert is deleted/);
    const again = await invoke('unsubscribe-alert', oneClick);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ message: alertMessages.alreadyGone });
    expect((await invoke('unsubscribe-alert', { query: { token: 'nope' } })).status).toBe(400);
  });
});
