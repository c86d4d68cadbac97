/**
 * The suppression list end to end against DynamoDB Local: SES's bounce and complaint events (as SNS delivers them)
 * put addresses on the list, and every send path then skips those addresses, through SES (mocked at the SDK
 * boundary) and through the local outbox, whose mailbox simulator stands in for SES's.
 */
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { SNSEvent } from 'aws-lambda';
import { suppressionOf } from '../lib/db/accounts/suppressed-emails.js';
import { logger } from '../lib/logger.js';
import { metrics } from '../lib/middleware/observability.js';
import { createdAccount } from '../testing/created-account.js';
import { applied, decideAs, jobBody, postJobAs } from '../testing/hiring.js';
import { testLambda } from '../testing/lambda.js';
import { withMailOutbox } from '../testing/mail-outbox.js';
import { makeCompanyPrincipal, makeSeeker } from '../testing/principals.js';
import { handler as sendApplicationMail } from './send-application-mail.js';
import { handler as sendResetAndContactMail } from './send-reset-and-contact-mail.js';
import { handler } from './suppress-mail-addresses.js';

const { ses, mails } = withMailOutbox();

let serial = 0;
const address = (name: string) => {
  serial += 1;
  return `${name}-${serial}-${Date.now().toString(36)}@example.com`;
};

/** SNS's envelope around each message, as Lambda receives it. */
const snsEvent = (...messages: (object | string)[]): SNSEvent =>
  ({
    Records: messages.map((message, i) => ({
      EventSource: 'aws:sns',
      Sns: { MessageId: `m-${i}`, Message: typeof message === 'string' ? message : JSON.stringify(message) },
    })),
  }) as unknown as SNSEvent;

const bounce = (bounceType: string, ...emails: string[]) => ({
  eventType: 'Bounce',
  bounce: {
    bounceType,
    bounceSubType: bounceType === 'Permanent' ? 'NoEmail' : 'MailboxFull',
    bouncedRecipients: emails.map((emailAddress) => ({ emailAddress, status: '5.1.1' })),
  },
  mail: { messageId: 'ses-1', destination: emails },
});
const complaint = (feedbackType: string | undefined, ...emails: string[]) => ({
  eventType: 'Complaint',
  complaint: {
    ...(feedbackType ? { complaintFeedbackType: feedbackType } : {}),
    complainedRecipients: emails.map((emailAddress) => ({ emailAddress })),
  },
  mail: { messageId: 'ses-2', destination: emails },
});

beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe('the suppression worker', () => {
  it('suppresses every recipient of a hard bounce and of a complaint, whatever the case of the address', async () => {
    const [hard, alsoHard, complained] = [address('Hard'), address('hard'), address('angry')];
    await handler(snsEvent(bounce('Permanent', hard, alsoHard), complaint('abuse', complained)));
    expect(await suppressionOf(hard.toLowerCase())).toBe('bounce');
    expect(await suppressionOf(alsoHard.toUpperCase())).toBe('bounce');
    expect(await suppressionOf(complained)).toBe('complaint');
  });

  it('leaves soft bounces, withdrawn complaints and strangers alone', async () => {
    const [soft, withdrawn, stranger] = [address('full'), address('sorry'), address('stranger')];
    await handler(snsEvent(bounce('Transient', soft), complaint('not-spam', withdrawn)));
    for (const email of [soft, withdrawn, stranger]) expect(await suppressionOf(email)).toBeUndefined();
  });

  it('reads the older identity notifications (notificationType) too', async () => {
    const email = address('legacy');
    const { eventType: _, ...rest } = complaint(undefined, email);
    await handler(snsEvent({ notificationType: 'Complaint', ...rest }));
    expect(await suppressionOf(email)).toBe('complaint');
  });

  it('drops a message that is not an SES event, with a log line, and still handles the rest of the batch', async () => {
    const errors = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const email = address('after-junk');
    await handler(snsEvent('not json', 'null', bounce('Permanent', email)));
    expect(errors).toHaveBeenCalledTimes(2);
    expect(errors.mock.calls[0]?.[0]).toBe('Mail event malformed, dropped');
    expect(await suppressionOf(email)).toBe('bounce');
  });
});

describe('every send path skips a suppressed address', () => {
  const counted = () => {
    const dimensions = vi.spyOn(metrics, 'addDimension');
    const added = vi.spyOn(metrics, 'addMetric');
    vi.spyOn(metrics, 'publishStoredMetrics');
    return () => ({
      metrics: added.mock.calls.map(([name]) => name),
      dimensions: dimensions.mock.calls.map(([name, value]) => `${name}=${value}`),
    });
  };
  const viaSes = () => {
    delete process.env.OUTBOX_DIR;
    process.env.MAIL_FROM = 'no-reply@jobs.example.com';
    ses.on(SendEmailCommand).resolves({ MessageId: 'sent-1' });
  };

  it('the reset email: no SES call, EmailsNotSent with reason suppressed, a log line, no error', async () => {
    viaSes();
    const seeker = await makeSeeker('Bounced Betty');
    await handler(snsEvent(bounce('Permanent', seeker.user.email)));
    const logged = vi.spyOn(logger, 'info');
    const names = counted();
    await expect(sendResetAndContactMail({ email: seeker.user.email })).resolves.toBeUndefined();
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect(names()).toEqual({ metrics: ['EmailsNotSent'], dimensions: ['reason=suppressed'] });
    expect(logged).toHaveBeenCalledWith('Email not sent: the address is suppressed', {
      reason: 'bounce',
      subject: expect.any(String),
    });
  });

  it('the same reset email to an address that is not suppressed goes through SES and counts as sent', async () => {
    viaSes();
    const seeker = await makeSeeker('Reachable Rita');
    const names = counted();
    await sendResetAndContactMail({ email: seeker.user.email });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(1);
    expect(names()).toEqual({ metrics: ['EmailsSent'], dimensions: [] });
  });

  it("application emails: the company's new-application email and the applicant's decision", async () => {
    viaSes();
    const owner = await makeCompanyPrincipal('Complained Co');
    const job = (await postJobAs(owner, jobBody({ title: 'Quiet Job' }))).body;
    const seeker = await makeSeeker('Complaining Carl');
    await handler(snsEvent(complaint('abuse', owner.user.email, seeker.user.email)));
    const application = await applied(seeker, job.id);
    expect((await decideAs(owner, application.id, 'approved')).status).toBe(200);
    await testLambda().settled();
    await sendApplicationMail({ kind: 'application-decided', applicationId: application.id });
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(0);
    expect(testLambda().deadLetters).toEqual([]);
  });

  it("locally, SES's mailbox simulator: the first email to bounce@ is written and suppresses it, the next is not", async () => {
    const tag = Date.now().toString(36);
    const simulator = `bounce+${tag}@simulator.amazonses.com`;
    await createdAccount({
      username: `sim${tag}`,
      email: simulator,
      name: 'Sim',
      role: 'job_seeker',
      passwordHash: 'x',
    });
    await sendResetAndContactMail({ email: simulator });
    expect(mails()).toHaveLength(1);
    expect(await suppressionOf(simulator)).toBe('bounce');
    await sendResetAndContactMail({ email: simulator });
    expect(mails()).toHaveLength(1);
  });
});
