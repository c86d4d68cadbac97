import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { notices } from '../../shared/texts.js';
import { rateRules } from '../lib/rate-limit.js';
import { call } from '../testing/accounts.js';
import { testLambda } from '../testing/lambda.js';
import { withMailOutbox } from '../testing/mail-outbox.js';
import { holdRateWindow } from '../testing/rate-window.js';
import { handler as mailWorker } from '../workers/send-reset-and-contact-mail.js';

const { ses, mails: outboxMails } = withMailOutbox();
let address = 0;
const newAddress = () => `10.7.${Math.floor(++address / 250)}.${address % 250}`;
const message = {
  name: 'Ada Visitor',
  email: 'ada@example.com',
  subject: 'Posting jobs in Zürich',
  message: 'Hello,\nhow do I post a job for our Zürich office?\nAda',
};

describe('POST /api/contact', () => {
  it('thanks the visitor and mails the message to the support address (the outbox locally)', async () => {
    const response = await call('contact', { body: message, sourceIp: newAddress() });
    expect(response.status).toBe(200);
    expect(response.body).toEqual({ message: notices.contactThanks });
    await testLambda().settled();
    const mails = outboxMails();
    expect(mails).toHaveLength(1);
    expect(mails[0]).toContain('To: support@jobboard.local');
    expect(mails[0]).toContain('From: Ada Visitor <ada@example.com>');
    // Pressing Reply in the support mailbox must reach the visitor, not no-reply@.
    expect(mails[0]).toContain('\r\nReply-To: ada@example.com\r\n');
    expect(mails[0]).toContain('how do I post a job for our Zürich office?');
    expect(testLambda().deadLetters).toEqual([]);
  });

  it.each([
    [{ ...message, subject: '  ' }, 'Please enter a subject'],
    [{ ...message, message: '' }, 'Please enter your message'],
    [{ ...message, email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ ...message, name: 'A' }, 'Name must be at least 2 characters'],
    [{ ...message, message: 'x'.repeat(5_001) }, 'Message must be at most 5,000 characters'],
  ])('refuses %o with a message and sends nothing', async (body, expected) => {
    const queued = testLambda().accepted.length;
    const response = await call('contact', { body, sourceIp: newAddress() });
    expect(response.status).toBe(400);
    expect(response.body.message).toBe(expected);
    expect(testLambda().accepted.length).toBe(queued);
  });

  it(`takes ${rateRules.contactPerAddress.limit} messages an hour from one address, then says how long to wait`, async () => {
    holdRateWindow();
    const sourceIp = newAddress();
    for (let i = 0; i < rateRules.contactPerAddress.limit; i++) {
      expect((await call('contact', { body: message, sourceIp })).status).toBe(200);
    }
    const refused = await call('contact', { body: message, sourceIp });
    expect(refused.status).toBe(429);
    expect(refused.body.message).toMatch(/^Too many messages from your network\. Please wait \d+ minutes? and try/);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call('contact', { body: message, sourceIp: newAddress() })).status).toBe(200);
    await testLambda().settled();
  });
});

describe('the mail worker, for a contact message', () => {
  it('sends it through SES from MAIL_FROM to the support address, with the visitor in the text', async () => {
    delete process.env.OUTBOX_DIR;
    process.env.MAIL_FROM = 'JobBoard <no-reply@jobboard.example>';
    ses.on(SendEmailCommand).resolves({ MessageId: 'message-1' });
    await mailWorker({ kind: 'contact', ...message });
    const calls = ses.commandCalls(SendEmailCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0]?.args[0].input;
    expect(input?.Destination?.ToAddresses).toEqual(['support@jobboard.local']);
    expect(input?.Content?.Simple?.Subject?.Data).toBe('Contact form: Posting jobs in Zürich');
    expect(input?.Content?.Simple?.Body?.Text?.Data).toContain('From: Ada Visitor <ada@example.com>');
    // The visitor is who support's Reply reaches; the sender stays MAIL_FROM (SES sends only from it).
    expect(input?.ReplyToAddresses).toEqual(['ada@example.com']);
    expect(input?.FromEmailAddress).toBe('JobBoard <no-reply@jobboard.example>');
  });

  it('throws when SES fails, so Lambda retries it', async () => {
    delete process.env.OUTBOX_DIR;
    process.env.MAIL_FROM = 'JobBoard <no-reply@jobboard.example>';
    ses.on(SendEmailCommand).rejects(new Error('Daily sending quota exceeded'));
    await expect(mailWorker({ kind: 'contact', ...message })).rejects.toThrow('Daily sending quota exceeded');
  });
});
