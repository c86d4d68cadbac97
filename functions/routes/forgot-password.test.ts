import { AsyncLocalStorage } from 'node:async_hooks';
import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { db } from '../lib/db/kit/client.js';
import { logger } from '../lib/logger.js';
import { rateRules } from '../lib/rate-limit.js';
import { allItems, call, register } from '../testing/accounts.js';
import { testLambda } from '../testing/lambda.js';
import { withMailOutbox } from '../testing/mail-outbox.js';
import { holdRateWindow } from '../testing/rate-window.js';

process.env.BCRYPT_COST = '4';

const SENT = {
  message:
    'If an account exists for that email address, we have sent it a link to reset your password. The link is valid for one hour.',
};
const { ses, files: outboxFiles, mails, clear } = withMailOutbox();
let address = 0;
const newAddress = () => `10.1.${Math.floor(++address / 250)}.${address % 250}`;
const linkPattern = /http:\/\/localhost:3000\/forgot-password#token=([\w-]{43})/;

afterEach(() => {
  vi.restoreAllMocks();
});
/** Until the test ends, Lambda's Invoke API answers every call as Lambda does when throttling (429). */
async function throttlingLambda() {
  const server = createServer((_req, res) => {
    res.writeHead(429, { 'x-amzn-errortype': 'TooManyRequestsException' }).end('{"message":"Rate exceeded"}');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const working = process.env.LAMBDA_ENDPOINT;
  process.env.LAMBDA_ENDPOINT = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  onTestFinished(async () => {
    process.env.LAMBDA_ENDPOINT = working;
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
}
/** The sender runs after the answer: wait for it (and its retries) before looking at what it did. */
const senderDone = () => testLambda().settled();
/** A new account, its confirmation link's mail forgotten: these tests look at the reset mails only. */
async function registered() {
  const account = await register();
  clear();
  ses.resetHistory();
  return account;
}

describe('POST /api/forgot-password', () => {
  it('answers the same for a known and an unknown email, and mails only the known one', async () => {
    const account = await registered();
    const print = vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const known = await call('forgot-password', {
      body: { email: account.email.toUpperCase() },
      sourceIp: newAddress(),
    });
    const unknown = await call('forgot-password', {
      body: { email: 'nobody@nowhere.example' },
      sourceIp: newAddress(),
    });
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    expect(known.body).toEqual(SENT);
    expect(unknown.body).toEqual(known.body);
    // Every answer names its own request (x-request-id); nothing else may tell the two apart.
    expect({ ...unknown.headers, 'x-request-id': '' }).toEqual({ ...known.headers, 'x-request-id': '' });
    expect(unknown.cookies).toEqual(known.cookies);

    await senderDone();
    const files = outboxFiles();
    expect(files).toHaveLength(1);
    const eml = mails()[0] as string;
    expect(eml).toContain(`To: ${account.email}\r\n`);
    expect(eml).toContain('Subject: Reset your JobBoard password\r\n');
    expect(eml).toContain('Content-Type: text/plain; charset=utf-8');
    expect(eml).toMatch(linkPattern);
    expect(eml).toContain(`Hello ${account.user.name},`);
    expect(eml).toContain(`Your username is ${account.username}; you can also sign in with this email address.`);
    const printed = print.mock.calls.map((args) => args.join(' ')).join('\n');
    expect(printed).toContain((eml.match(linkPattern) as RegExpMatchArray)[0]);
  });

  it('stores only a hash of the token, expiring in one hour', async () => {
    const account = await registered();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const before = Math.floor(Date.now() / 1000);
    await call('forgot-password', { body: { email: account.email }, sourceIp: newAddress() });
    await senderDone();
    const token = ((mails()[0] as string).match(linkPattern) as RegExpMatchArray)[1] as string;
    expect(Buffer.from(token, 'base64url')).toHaveLength(32);

    const items = await allItems();
    expect(JSON.stringify(items)).not.toContain(token);
    const stored = items.find((item) => item.pk === `RESET#${createHash('sha256').update(token).digest('base64url')}`);
    expect(stored).toMatchObject({ userId: account.user.id });
    expect(stored?.expiresAt).toBeGreaterThanOrEqual(before + 3600);
    expect(stored?.expiresAt).toBeLessThanOrEqual(before + 3600 + 5);
  });

  it('sends through SES from MAIL_FROM when no outbox is set', async () => {
    const account = await registered();
    delete process.env.OUTBOX_DIR;
    process.env.MAIL_FROM = 'JobBoard <no-reply@jobboard.example>';
    ses.on(SendEmailCommand).resolves({ MessageId: 'message-1' });
    const response = await call('forgot-password', { body: { email: account.email }, sourceIp: newAddress() });
    expect(response.body).toEqual(SENT);
    await senderDone();
    const calls = ses.commandCalls(SendEmailCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0]?.args[0].input;
    expect(input?.FromEmailAddress).toBe('JobBoard <no-reply@jobboard.example>');
    expect(input?.Destination?.ToAddresses).toEqual([account.email]);
    expect(input?.Content?.Simple?.Subject?.Data).toBe('Reset your JobBoard password');
    expect(input?.Content?.Simple?.Body?.Text?.Data).toMatch(linkPattern);
  });

  it('answers the same when SES fails, logs the failure and retries the send', async () => {
    const account = await registered();
    delete process.env.OUTBOX_DIR;
    process.env.MAIL_FROM = 'no-reply@jobboard.example';
    ses
      .on(SendEmailCommand)
      .rejectsOnce(Object.assign(new Error('Maximum sending rate exceeded'), { name: 'TooManyRequestsException' }))
      .resolves({ MessageId: 'message-2' });
    const logged = vi.spyOn(logger, 'error');
    const response = await call('forgot-password', { body: { email: account.email }, sourceIp: newAddress() });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(SENT);

    await senderDone();
    expect(logged).toHaveBeenCalledWith(
      'Password reset email not sent',
      expect.objectContaining({ userId: account.user.id }),
    );
    const sends = ses.commandCalls(SendEmailCommand);
    expect(sends).toHaveLength(2);
    expect(sends[1]?.args[0].input.Destination?.ToAddresses).toEqual([account.email]);
    expect(testLambda().deadLetters).toEqual([]);
  });

  it('gives up after two retries: the request goes to the dead letters, the answer is unchanged', async () => {
    const account = await registered();
    delete process.env.OUTBOX_DIR;
    process.env.MAIL_FROM = 'no-reply@jobboard.example';
    ses
      .on(SendEmailCommand)
      .rejects(Object.assign(new Error('Daily sending quota exceeded'), { name: 'LimitExceededException' }));
    const before = testLambda().deadLetters.length;
    const response = await call('forgot-password', { body: { email: account.email }, sourceIp: newAddress() });
    expect(response.status).toBe(200);
    expect(response.body).toEqual(SENT);
    await senderDone();
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(3);
    expect(testLambda().deadLetters.slice(before)).toEqual([
      {
        functionName: 'send-reset-and-contact-mail',
        payload: { email: account.email },
        error: 'Daily sending quota exceeded',
      },
    ]);
  });

  it('answers 503 with Retry-After, the same for every email, when the request cannot be queued', async () => {
    await throttlingLambda();
    const account = await registered();
    const known = await call('forgot-password', { body: { email: account.email }, sourceIp: newAddress() });
    const unknown = await call('forgot-password', {
      body: { email: 'not-queued@nowhere.example' },
      sourceIp: newAddress(),
    });
    expect(known.status).toBe(503);
    expect(known.body).toEqual({
      message: 'We could not take your password reset request just now. Please try again in a minute.',
    });
    expect(known.headers['retry-after']).toBe('60');
    const withoutRequestId = (answer: typeof known) => ({
      ...answer,
      headers: { ...answer.headers, 'x-request-id': '' },
    });
    expect(withoutRequestId(unknown)).toEqual(withoutRequestId(known));
  });

  it('does the same work before answering for known and unknown emails (20 requests each)', async () => {
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    const samples = 20;
    const known = [];
    for (let i = 0; i < samples; i++) known.push((await registered()).email);
    const unknown = Array.from({ length: samples }, (_, i) => `nobody-${i}-${Date.now()}@nowhere.example`);

    // Only the calls made on behalf of the request itself count: the sender runs in the Invoke endpoint's own
    // async context (it serves a socket), so its lookups and writes carry no sample tag.
    const sample = new AsyncLocalStorage<string[]>();
    const client = db();
    const send = client.send.bind(client);
    const spy = vi.spyOn(client, 'send').mockImplementation(((command: {
      constructor: { name: string };
      input: any;
    }) => {
      const pk = String(command.input?.Key?.pk ?? command.input?.Item?.pk ?? '');
      sample.getStore()?.push(`${command.constructor.name} ${pk.split('#').slice(0, 2).join('#')}`);
      return send(command as never);
    }) as never);
    onTestFinished(() => spy.mockRestore());

    const run = async (email: string) => {
      const trace: string[] = [];
      const invocationsBefore = testLambda().accepted.length;
      const response = await sample.run(trace, () =>
        call('forgot-password', { body: { email }, sourceIp: newAddress() }),
      );
      const invoked = testLambda()
        .accepted.slice(invocationsBefore)
        .map((entry) => entry.functionName);
      // Every answer names its own request (x-request-id); nothing else may tell the two apart.
      const headers = { ...response.headers, 'x-request-id': '' };
      return { status: response.status, body: response.body, headers, trace, invoked };
    };
    const knownRuns = [];
    const unknownRuns = [];
    for (let i = 0; i < samples; i++) {
      knownRuns.push(await run(known[i] as string));
      unknownRuns.push(await run(unknown[i] as string));
    }
    const expected = {
      status: 200,
      body: SENT,
      trace: ['UpdateCommand RATE#reset-email', 'UpdateCommand RATE#reset-ip'],
      invoked: ['send-reset-and-contact-mail'],
    };
    for (const runs of [knownRuns, unknownRuns]) {
      for (const { headers, ...work } of runs) {
        expect(work).toEqual(expected);
        expect(headers).toEqual(knownRuns[0]?.headers);
      }
    }

    // After the answers, the sender did differ: one mail per known email, none for the unknown ones.
    await senderDone();
    expect(outboxFiles()).toHaveLength(samples);
  });

  it('limits requests per email, known or not, with Retry-After', async () => {
    holdRateWindow();
    const account = await registered();
    vi.spyOn(console, 'info').mockImplementation(() => undefined);
    for (const email of [account.email, 'ghost@nowhere.example']) {
      for (let i = 0; i < rateRules.resetPerEmail.limit; i++) {
        expect((await call('forgot-password', { body: { email }, sourceIp: newAddress() })).status).toBe(200);
      }
      const blocked = await call('forgot-password', { body: { email }, sourceIp: newAddress() });
      expect(blocked.status).toBe(429);
      expect(blocked.body.message).toMatch(
        /^Too many password reset requests\. Please wait \d+ minutes? and try again\.$/,
      );
      expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    }
    await senderDone();
    expect(outboxFiles()).toHaveLength(rateRules.resetPerEmail.limit);
  });

  it('limits requests per client address', async () => {
    holdRateWindow();
    const ip = newAddress();
    for (let i = 0; i < rateRules.resetPerAddress.limit; i++) {
      const response = await call('forgot-password', { body: { email: `someone${i}@nowhere.example` }, sourceIp: ip });
      expect(response.status).toBe(200);
    }
    const blocked = await call('forgot-password', { body: { email: 'one-more@nowhere.example' }, sourceIp: ip });
    expect(blocked.status).toBe(429);
    expect(blocked.headers['retry-after']).toMatch(/^\d+$/);
  });

  it.each([
    [{}, 'Please enter your email address'],
    [{ email: '' }, 'Please enter your email address'],
    [{ email: 12 }, 'Please enter your email address'],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
  ])('answers 400 for %j', async (body, message) => {
    const response = await call('forgot-password', { body, sourceIp: newAddress() });
    expect(response.status).toBe(400);
    expect(response.body).toEqual({ message });
  });

  it('refuses a request from another site', async () => {
    const response = await call('forgot-password', {
      body: { email: 'someone@nowhere.example' },
      headers: { origin: 'https://evil.example' },
    });
    expect(response.status).toBe(403);
  });
});
