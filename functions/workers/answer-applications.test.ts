/**
 * Every application gets an answer, through the real worker, the real routes and DynamoDB Local, with the worker's
 * clock moved forward: reminders at 7 and 14 days (one email per company and run, none when it turned application
 * emails off), "No decision" at 30 days with the applicant told, a decision still possible after it, and the first
 * time the company opened the application kept for the applicant.
 */

import { DAY_MS } from '../../shared/time.js';
import type { Application, CompanyDetails } from '../../shared/types.js';
import { applied, decideAs, jobBody, postJobAs } from '../testing/hiring.js';
import { invoke } from '../testing/invoke.js';
import { withMailOutbox } from '../testing/mail-outbox.js';
import { type CompanyPrincipal, makeCompanyPrincipal, makeSeeker } from '../testing/principals.js';
import { runApplicationAnswers } from './answer-applications.js';

const { mails } = withMailOutbox();

let owner: CompanyPrincipal;
let quiet: CompanyPrincipal;
beforeAll(async () => {
  owner = await makeCompanyPrincipal('Answering Ltd');
  quiet = await makeCompanyPrincipal('Quiet Ltd');
  await invoke('update-application-mail', { cookie: quiet.cookie, body: { applicationMail: 'none' } });
});

const later = (from: string, days: number, hours = 1) => new Date(Date.parse(from) + days * DAY_MS + hours * 3_600_000);
const postFor = async (principal: CompanyPrincipal, title: string) =>
  (await postJobAs(principal, jobBody({ title }))).body;
const read = async (principal: { cookie: string }, id: number) =>
  (await invoke<Application>('get-application', { cookie: principal.cookie, params: { id: String(id) } })).body;
const mailsTo = (email: string) => mails().filter((mail) => mail.includes(`To: ${email}`));

describe('every application gets an answer', () => {
  it('reminds at 7 and 14 days, then says No decision at 30; the company can still decide', async () => {
    const job = await postFor(owner, 'Canal Lock Keeper');
    const seeker = await makeSeeker('Wendy Waiting');
    const application = await applied(seeker, job.id);
    const submitted = application.submittedAt;

    expect(await runApplicationAnswers(later(submitted, 6))).toMatchObject({ reminded: 0, noDecision: 0 });
    expect(await runApplicationAnswers(later(submitted, 7))).toMatchObject({ reminded: 1, reminderEmails: 1 });
    const [reminder, ...more] = mailsTo(owner.user.email);
    expect(more).toEqual([]);
    expect(reminder).toContain('Subject: 1 application is waiting for your answer');
    expect(reminder).toContain('Wendy Waiting for Canal Lock Keeper: waiting 7 days');
    // Once per age: the next run sends nothing until 14 days.
    expect(await runApplicationAnswers(later(submitted, 10))).toMatchObject({ reminded: 0 });
    expect(await runApplicationAnswers(later(submitted, 14))).toMatchObject({ reminded: 1, reminderEmails: 1 });
    expect(mailsTo(owner.user.email)).toHaveLength(2);
    expect((await read(owner, application.id)).reminders).toBe(2);

    expect(await runApplicationAnswers(later(submitted, 29, 22))).toMatchObject({ noDecision: 0 });
    expect(await runApplicationAnswers(later(submitted, 30))).toMatchObject({ noDecision: 1 });
    expect(await read(seeker, application.id)).toMatchObject({ status: 'no_decision' });
    const [notice] = mailsTo(seeker.user.email);
    expect(notice).toContain('Subject: No decision yet on your application for Canal Lock Keeper');
    expect(notice).toContain('This is not a rejection');
    // Nothing more happens to it.
    expect(await runApplicationAnswers(later(submitted, 45))).toMatchObject({ reminded: 0, noDecision: 0 });

    // Counted as unanswered on the company's page until the company decides after all.
    const responseTime = async () =>
      (await invoke<CompanyDetails>('get-company', { params: { id: String(owner.company.id) } })).body.responseTime;
    expect((await responseTime()).unanswered).toBe(1);
    const decided = await decideAs(owner, application.id, 'approved');
    expect(decided.status).toBe(200);
    expect(decided.body.status).toBe('approved');
    expect(await responseTime()).toEqual({ decisions: 1 });
  });

  it('leaves decided and withdrawn applications alone, and mails no reminder to a company that chose none', async () => {
    const job = await postFor(quiet, 'Quiet Archivist');
    const first = await makeSeeker('Ann');
    const second = await makeSeeker('Ben');
    const third = await makeSeeker('Cy');
    const pending = await applied(first, job.id);
    const decided = await applied(second, job.id);
    const withdrawn = await applied(third, job.id);
    expect((await decideAs(quiet, decided.id, 'rejected')).status).toBe(200);
    await invoke('withdraw-application', { cookie: third.cookie, params: { id: String(withdrawn.id) } });

    const run = await runApplicationAnswers(later(pending.submittedAt, 8));
    expect(run.reminded).toBe(1);
    expect(mailsTo(quiet.user.email)).toEqual([]);
    await runApplicationAnswers(later(pending.submittedAt, 31));
    expect((await read(quiet, pending.id)).status).toBe('no_decision');
    expect((await read(quiet, decided.id)).status).toBe('rejected');
    expect((await read(quiet, withdrawn.id)).status).toBe('withdrawn');
  });

  it('keeps the first time the company opened an application, for the applicant to see', async () => {
    const job = await postFor(owner, 'Tide Gauge Reader');
    const seeker = await makeSeeker('Vera Viewed');
    const application = await applied(seeker, job.id);
    expect((await read(seeker, application.id)).viewedAt).toBeUndefined();
    const mark = (principal: { cookie: string }) =>
      invoke<Application>('mark-application-viewed', {
        cookie: principal.cookie,
        params: { id: String(application.id) },
      });
    expect((await mark(quiet)).status).toBe(404);
    expect((await read(seeker, application.id)).viewedAt).toBeUndefined();
    const first = await mark(owner);
    expect(first.status).toBe(200);
    const viewedAt = first.body.viewedAt as string;
    expect(viewedAt).toBeDefined();
    expect((await mark(owner)).body.viewedAt).toBe(viewedAt);
    expect((await read(seeker, application.id)).viewedAt).toBe(viewedAt);
  });
});
