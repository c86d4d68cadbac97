/** The reset and contact mail sender counts each email SES accepts and each one it fails to send (the dashboard's mail row). */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { logger } from '../lib/logger.js';
import { metrics } from '../lib/middleware/observability.js';
import { register } from '../testing/accounts.js';
import { handler } from './send-reset-and-contact-mail.js';

process.env.BCRYPT_COST = '4';
const ses = mockClient(SESv2Client);
delete process.env.OUTBOX_DIR; // these tests count what reaches SES

beforeEach(() => {
  ses.reset();
  process.env.MAIL_FROM = 'no-reply@jobboard.example';
});

afterEach(() => {
  delete process.env.MAIL_FROM;
  vi.restoreAllMocks();
});

// The SDK is loaded once per test worker, shared by the files it runs: leave SES unmocked for the next file.
afterAll(() => ses.restore());

const counted = () => {
  const added = vi.spyOn(metrics, 'addMetric');
  vi.spyOn(metrics, 'publishStoredMetrics');
  return () => added.mock.calls.map(([name]) => name);
};

it('counts an email SES accepted as sent', async () => {
  ses.on(SendEmailCommand).resolves({ MessageId: 'message-1' });
  const account = await register();
  ses.resetHistory(); // the registration's confirmation link
  const names = counted();
  await handler({ email: account.email });
  expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
  expect(names()).toEqual(['EmailsSent']);
});

it('counts a failed send as not sent and throws, so Lambda retries it', async () => {
  ses.on(SendEmailCommand).rejects(Object.assign(new Error('Daily message quota exceeded'), { name: 'Throttling' }));
  vi.spyOn(logger, 'error').mockImplementation(() => undefined);
  const account = await register();
  const names = counted();
  await expect(handler({ email: account.email })).rejects.toThrow('Daily message quota exceeded');
  expect(names()).toEqual(['EmailsNotSent']);
});

it('counts nothing for an unknown email: nothing was to be sent', async () => {
  const names = counted();
  await handler({ email: 'nobody-here@jobboard.example' });
  expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
  expect(names()).toEqual([]);
});

describe('a job alert confirmation', () => {
  // The address has an account: a malformed confirmation taken for a reset request would mail it a reset link.
  const email = `visitor${Date.now()}@example.com`;
  beforeAll(() => register({ email }));
  const request = {
    kind: 'alert-confirm',
    email,
    alertName: 'nurse in Porto',
    token: 'signed.token',
  };

  it('mails the confirmation link to the visitor and counts it as sent', async () => {
    ses.on(SendEmailCommand).resolves({ MessageId: 'message-2' });
    const names = counted();
    await handler(request);
    const input = ses.commandCalls(SendEmailCommand)[0]?.args[0].input;
    expect(input?.Destination?.ToAddresses).toEqual([email]);
    expect(input?.Content?.Simple?.Subject?.Data).toBe('Confirm your job alert');
    expect(input?.Content?.Simple?.Body?.Text?.Data).toContain('/job-alerts/confirm#token=signed.token');
    expect(names()).toEqual(['EmailsSent']);
  });

  it.each([
    { ...request, email: 'not-an-email' },
    { ...request, token: '' },
    { ...request, alertName: 'x'.repeat(101) },
    { kind: 'alert-confirm', email },
    { ...request, kind: 'alert-confirmed' },
  ])('drops the malformed %o without sending, and without mistaking it for a reset request', async (event) => {
    const logged = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    await handler(event);
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect(logged).toHaveBeenCalledWith('Mail request malformed, dropped');
  });
});
