/** The reset and contact mail sender counts each email SES accepts and each one it fails to send (the dashboard's mail row). */
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { logger } from '../lib/logger.js';
import { metrics } from '../lib/middleware/observability.js';
import { register } from '../testing/accounts.js';
import { handler } from './send-reset-and-contact-mail.js';

process.env.BCRYPT_COST = '4';
const ses = mockClient(SESv2Client);

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
