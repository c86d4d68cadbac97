/**
 * Application emails end to end through the real routes, the local Lambda Invoke endpoint and the real sender:
 * to the outbox (as locally), and through SES (mocked at the SDK boundary, as deployed).
 */
import { SendEmailCommand } from '@aws-sdk/client-sesv2';
import { DeleteCommand, GetCommand } from '@aws-sdk/lib-dynamodb';
import type { Job } from '../../shared/types.js';
import { db, tableName } from '../lib/db/kit/client.js';
import { keys } from '../lib/db/kit/keys.js';
import { applied, decideAs, jobBody, postJobAs } from '../testing/hiring.js';
import { invoke } from '../testing/invoke.js';
import { testLambda } from '../testing/lambda.js';
import { withMailOutbox } from '../testing/mail-outbox.js';
import { type CompanyPrincipal, makeCompanyPrincipal, makeSeeker } from '../testing/principals.js';
import { handler } from './send-application-mail.js';

const { ses, mails } = withMailOutbox();
const senderDone = () => testLambda().settled();

beforeAll(() => {
  process.env.APPLICATION_MAIL_FUNCTION = 'send-application-mail';
});
beforeEach(() => {
  vi.spyOn(console, 'info').mockImplementation(() => undefined);
});
afterEach(() => {
  vi.restoreAllMocks();
});
afterAll(() => {
  delete process.env.APPLICATION_MAIL_FUNCTION;
});

let owner: CompanyPrincipal;
let job: Job;
beforeAll(async () => {
  owner = await makeCompanyPrincipal('Mailroom Inc');
  job = (await postJobAs(owner, jobBody({ title: 'Letter Sorter' }))).body;
});
const setMail = (principal: CompanyPrincipal, applicationMail: string) =>
  invoke('update-application-mail', { cookie: principal.cookie, body: { applicationMail } });

describe('application emails', () => {
  it('mails the company each new application, with a text and an HTML part, after the answer', async () => {
    const seeker = await makeSeeker('Pat <b>Bold</b>');
    const application = await applied(seeker, job.id);
    await senderDone();
    const [mail, ...more] = mails();
    expect(more).toEqual([]);
    expect(mail).toContain(`To: ${owner.user.email}`);
    expect(mail).toContain('Subject: New application for Letter Sorter');
    expect(mail).toContain('Content-Type: multipart/alternative');
    expect(mail).toContain('Content-Type: text/plain');
    expect(mail).toContain('Content-Type: text/html');
    expect(mail).toContain(`http://localhost:3000/application/${application.id}`);
    // The applicant's name is escaped in the HTML part, never markup.
    expect(mail).toContain('Pat &lt;b&gt;Bold&lt;/b&gt;');
  });

  it('mails the applicant the decision through SES, from MAIL_FROM', async () => {
    delete process.env.OUTBOX_DIR;
    process.env.MAIL_FROM = 'no-reply@jobs.example.com';
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-1' });
    const seeker = await makeSeeker('Dee Cided');
    const application = await applied(seeker, job.id);
    await senderDone();
    ses.reset();
    ses.on(SendEmailCommand).resolves({ MessageId: 'm-2' });
    expect((await decideAs(owner, application.id, 'approved')).status).toBe(200);
    await senderDone();
    const calls = ses.commandCalls(SendEmailCommand);
    expect(calls).toHaveLength(1);
    const input = calls[0]?.args[0].input;
    expect(input?.FromEmailAddress).toBe('no-reply@jobs.example.com');
    expect(input?.Destination?.ToAddresses).toEqual([seeker.user.email]);
    expect(input?.Content?.Simple?.Subject?.Data).toBe('Your application for Letter Sorter was approved');
    expect(input?.Content?.Simple?.Body?.Text?.Data).toContain('Mailroom Inc has approved your application');
    expect(input?.Content?.Simple?.Body?.Html?.Data).toContain('<a href="http://localhost:3000/application/');
  });

  it("carries the company's message to the applicant in both parts, escaped in the HTML", async () => {
    const seeker = await makeSeeker('Mae Message');
    const application = await applied(seeker, job.id);
    await senderDone();
    const before = mails().length;
    const message = 'Thanks for applying!\nWe chose someone with <b>more</b> experience & will keep your CV.';
    const decided = await invoke('update-application-status', {
      cookie: owner.cookie,
      params: { id: String(application.id) },
      body: { status: 'rejected', message: `  ${message}  ` },
    });
    expect(decided.body).toMatchObject({ status: 'rejected', decisionMessage: message });
    await senderDone();
    const [mail, ...more] = mails().slice(before);
    expect(more).toEqual([]);
    expect(mail).toContain('A message from Mailroom Inc:');
    expect(mail).toContain('Thanks for applying!');
    expect(mail).toContain('We chose someone with <b>more</b> experience & will keep your CV.'); // the text part
    expect(mail).toContain('with &lt;b&gt;more&lt;/b&gt; experience &amp; will'); // the HTML part
    const tooLong = await invoke('update-application-status', {
      cookie: owner.cookie,
      params: { id: String((await applied(await makeSeeker(), job.id)).id) },
      body: { status: 'approved', message: 'x'.repeat(1001) },
    });
    expect(tooLong).toMatchObject({
      status: 400,
      body: { message: 'The message to the applicant must be at most 1,000 characters' },
    });
    await senderDone(); // the second application's email, so it does not land in the next test
  });

  it('retries a failed send and keeps the application whatever happens to its email', async () => {
    delete process.env.OUTBOX_DIR;
    process.env.MAIL_FROM = 'no-reply@jobs.example.com';
    ses.on(SendEmailCommand).rejectsOnce(new Error('Throttling')).resolves({ MessageId: 'm-3' });
    const seeker = await makeSeeker();
    const application = await applied(seeker, job.id);
    await senderDone();
    expect(ses.commandCalls(SendEmailCommand)).toHaveLength(2);
    expect(
      (await invoke('get-application', { cookie: seeker.cookie, params: { id: String(application.id) } })).status,
    ).toBe(200);
  });

  it('sends nothing to a company that chose none, and one daily summary to one that chose daily', async () => {
    const [quiet, daily] = await Promise.all([makeCompanyPrincipal('Quiet Co'), makeCompanyPrincipal('Daily Co')]);
    expect((await setMail(quiet, 'none')).status).toBe(200);
    expect((await setMail(daily, 'daily')).body).toEqual({ applicationMail: 'daily' });
    expect((await invoke('get-application-mail', { cookie: daily.cookie })).body).toEqual({ applicationMail: 'daily' });
    const quietJob = (await postJobAs(quiet, jobBody({ title: 'Librarian' }))).body;
    const dailyJob = (await postJobAs(daily, jobBody({ title: 'Night Editor' }))).body;
    await applied(await makeSeeker('Ann One'), quietJob.id);
    await applied(await makeSeeker('Ben Two'), dailyJob.id);
    await applied(await makeSeeker('Cat Three'), dailyJob.id);
    await senderDone();
    expect(mails()).toEqual([]);

    await handler({ kind: 'daily-summary' });
    const summaries = mails().filter((mail) => mail.includes('Daily Co'));
    expect(summaries).toHaveLength(1);
    expect(summaries[0]).toContain(`To: ${daily.user.email}`);
    expect(summaries[0]).toContain('Subject: 2 new applications today');
    expect(summaries[0]).toContain('- Ben Two for Night Editor');
    expect(mails().some((mail) => mail.includes('Quiet Co'))).toBe(false);
  });

  it('answers 400 to an unknown setting, and companies only may change theirs', async () => {
    const company = await makeCompanyPrincipal('Picky Co');
    const refused = await setMail(company, 'hourly');
    expect(refused.status).toBe(400);
    expect(refused.body).toEqual({ message: 'Application emails must be each, daily or none' });
    expect((await invoke('get-application-mail', { cookie: company.cookie })).body).toEqual({
      applicationMail: 'each',
    });
    const seeker = await makeSeeker();
    expect(
      (await invoke('update-application-mail', { cookie: seeker.cookie, body: { applicationMail: 'none' } })).status,
    ).toBe(403);
  });

  it("answers 404, writing nothing, when the session's company is gone", async () => {
    const company = await makeCompanyPrincipal('Vanished Co');
    await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.company(company.company.id) }));
    const refused = await setMail(company, 'daily');
    expect(refused.status).toBe(404);
    expect(refused.body).toEqual({ message: 'Company not found' });
    const marker = { pk: 'APPLICATION_MAIL#DAILY', sk: String(company.company.id).padStart(12, '0') };
    expect((await db().send(new GetCommand({ TableName: tableName(), Key: marker }))).Item).toBeUndefined();
  });

  it('drops a malformed event without sending', async () => {
    await handler({ kind: 'application-received', applicationId: 'x' });
    await handler(null);
    expect(mails()).toEqual([]);
  });
});
