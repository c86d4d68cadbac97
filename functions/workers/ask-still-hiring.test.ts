/**
 * Still hiring? through the real worker, the real routes and DynamoDB Local, with the worker's clock moved forward:
 * asked at 30 days (one email per company), confirmed with one click (audit-logged), asked again 30 days after the
 * confirmation, closed unanswered after 7 more days (out of search, its page says why), reposted.
 */
import { addDays, todayUtc } from '../../shared/closing-date.js';
import type { AuditEntry } from '../../shared/moderation-types.js';
import { promiseTexts } from '../../shared/texts.js';
import { DAY_MS } from '../../shared/time.js';
import type { Job } from '../../shared/types.js';
import { getJobRecord } from '../lib/db/jobs/jobs-read.js';
import { auditEntries } from '../testing/audit-log.js';
import { jobBody, jobCounts, postJobAs, publicJobIds } from '../testing/hiring.js';
import { invoke } from '../testing/invoke.js';
import { indexSearch } from '../testing/jobs.js';
import { withMailOutbox } from '../testing/mail-outbox.js';
import { type CompanyPrincipal, makeAdmin, makeCompanyPrincipal, makeSeeker } from '../testing/principals.js';
import { runStillHiring } from './ask-still-hiring.js';

const { mails } = withMailOutbox();

let owner: CompanyPrincipal;
let other: CompanyPrincipal;
beforeAll(async () => {
  owner = await makeCompanyPrincipal('Steady Hiring Ltd');
  other = await makeCompanyPrincipal('Other Hiring Ltd');
});

const later = (from: number, days: number, hours = 0) => new Date(from + days * DAY_MS + hours * 3_600_000);
const post = async (title: string, principal = owner) => {
  const response = await postJobAs(principal, jobBody({ title, closingDate: addDays(todayUtc(), 180) }));
  if (response.status !== 201) throw new Error(`create-job answered ${response.status}`);
  await indexSearch();
  return response.body;
};
const answer = (principal: CompanyPrincipal, id: number, open: unknown) =>
  invoke<Job>('answer-still-hiring', { cookie: principal.cookie, params: { id: String(id) }, body: { open } });
const auditOf = async (jobId: number): Promise<AuditEntry[]> =>
  (await auditEntries()).filter((entry) => entry.target.id === jobId);

describe('still hiring?', () => {
  it('asks at 30 days, one email per company; a confirmation is audit-logged and starts 30 new days', async () => {
    const first = await post('Harbour Pilot');
    const second = await post('Harbour Crane Driver');
    const start = Date.parse(first.createdAt);

    expect(await runStillHiring(later(start, 29, 23))).toMatchObject({ asked: 0, closed: 0 });
    expect(mails()).toEqual([]);

    const run = await runStillHiring(later(start, 30, 1));
    expect(run).toMatchObject({ asked: 2, closed: 0, emails: 1 });
    const [mail, ...more] = mails();
    expect(more).toEqual([]);
    expect(mail).toContain(`To: ${owner.user.email}`);
    expect(mail).toContain('Subject: Still hiring? 2 of your jobs');
    expect(mail).toContain('Harbour Pilot: without an answer it closes on');
    // The link leads to the dashboard, where the company signs in: no token in the address.
    expect(mail).toContain('http://localhost:3000/dashboard\r\n');
    expect(mail).not.toMatch(/token=/);
    // Asked once: the next run asks nothing more.
    expect(await runStillHiring(later(start, 31))).toMatchObject({ asked: 0, closed: 0 });

    const dashboard = (await invoke<Job[]>('list-dashboard-jobs', { cookie: owner.cookie })).body;
    for (const asked of [first, second]) {
      expect(dashboard.find((job) => job.id === asked.id)?.stillHiringAskedAt).toBeDefined();
    }

    const confirmed = await answer(owner, first.id, true);
    expect(confirmed.status).toBe(200);
    expect(confirmed.body.stillHiringAskedAt).toBeUndefined();
    const confirmedAt = confirmed.body.confirmedOpenAt as string;
    expect(confirmedAt).toBeDefined();
    // The public sees when it was confirmed, on the job and on its card.
    expect((await invoke<Job>('get-job', { params: { id: String(first.id) } })).body.confirmedOpenAt).toBe(confirmedAt);
    const [entry] = await auditOf(first.id);
    expect(entry).toMatchObject({
      action: 'job.confirmed-open',
      actor: { id: owner.user.id },
      target: { kind: 'job', id: first.id, label: 'Harbour Pilot' },
      at: confirmedAt,
    });

    // Asked again 30 days after the confirmation, not before.
    const base = Date.parse(confirmedAt);
    expect((await runStillHiring(later(base, 29))).asked).toBe(0);
    expect((await getJobRecord(first.id))?.stillHiringAskedAt).toBeUndefined();
  });

  it('closes a job left unanswered 7 days: out of search and counts, its page says why, and it can be reposted', async () => {
    const job = await post('Lighthouse Keeper');
    const start = Date.parse(job.createdAt);
    const countsBefore = await jobCounts(owner.company.id);
    await runStillHiring(later(start, 30, 1));
    expect((await runStillHiring(later(start, 36, 23))).closed).toBe(0);

    const run = await runStillHiring(later(start, 37, 2));
    expect(run.closed).toBeGreaterThanOrEqual(1);
    await indexSearch();
    expect(await publicJobIds({ search: 'lighthouse' })).toEqual([]);
    expect((await jobCounts(owner.company.id)).company).toBeLessThan(countsBefore.company);
    expect(await invoke('get-job', { params: { id: String(job.id) } })).toMatchObject({
      status: 410,
      body: { message: promiseTexts.closedUnconfirmed },
    });
    const [entry] = await auditOf(job.id);
    expect(entry).toMatchObject({ action: 'job.closed-unconfirmed', actor: { id: 0 } });
    // A seeker cannot apply to it.
    const seeker = await makeSeeker('Late Applicant');
    expect(
      (
        await invoke('apply-to-job', {
          cookie: seeker.cookie,
          params: { id: String(job.id) },
          body: { resume: 'r', coverLetter: 'c' },
        })
      ).status,
    ).toBe(404);
    // Confirming a closed job is refused; reposting (activating) opens it, confirmed now.
    expect(await answer(owner, job.id, true)).toMatchObject({
      status: 409,
      body: { message: promiseTexts.notOpenAnyMore },
    });
    const reposted = await invoke<Job>('update-job', {
      cookie: owner.cookie,
      params: { id: String(job.id) },
      body: { isActive: true },
    });
    expect(reposted.status).toBe(200);
    expect(reposted.body.closedUnconfirmedAt).toBeUndefined();
    expect(reposted.body.confirmedOpenAt).toBeDefined();
    await indexSearch();
    expect(await publicJobIds({ search: 'lighthouse' })).toEqual([job.id]);
  });

  it('withdraws the question while moderation hides the job, and asks afresh once it is back', async () => {
    const job = await post('Tugboat Skipper');
    const start = Date.parse(job.createdAt);
    await runStillHiring(later(start, 30, 1));
    expect((await getJobRecord(job.id))?.stillHiringAskedAt).toBeDefined();
    const admin = await makeAdmin();
    const moderate = (action: string) =>
      invoke('moderate-job', {
        cookie: admin.cookie,
        params: { id: String(job.id) },
        body: { action, reason: 'Checking the reports' },
      });
    expect((await moderate('deactivate')).status).toBe(200);
    // Hidden, it cannot be confirmed: no question waits on the dashboard, and its days to answer do not run.
    expect((await getJobRecord(job.id))?.stillHiringAskedAt).toBeUndefined();
    expect((await moderate('restore')).status).toBe(200);
    await indexSearch();

    // Listed again after the 7 days would have run out: asked again, not closed.
    const askedAgainAt = later(start, 37, 3);
    await runStillHiring(askedAgainAt);
    const record = await getJobRecord(job.id);
    expect(record).toMatchObject({ isActive: true, stillHiringAskedAt: askedAgainAt.toISOString() });
    expect(record?.closedUnconfirmedAt).toBeUndefined();
  });

  it('closes with one click, audit-logged; another company or a bad answer changes nothing', async () => {
    const job = await post('Ferry Purser');
    expect(await answer(other, job.id, true)).toMatchObject({ status: 404 });
    expect(await answer(owner, job.id, 'yes')).toMatchObject({ status: 400 });
    expect(await auditOf(job.id)).toEqual([]);
    const closed = await answer(owner, job.id, false);
    expect(closed.body).toMatchObject({ isActive: false });
    expect(closed.body.closedUnconfirmedAt).toBeUndefined();
    expect((await auditOf(job.id))[0]).toMatchObject({ action: 'job.closed-by-company', actor: { id: owner.user.id } });
    // Closed by its company: an ordinary closed job, 404 to the public.
    expect((await invoke('get-job', { params: { id: String(job.id) } })).status).toBe(404);
  });

  it('sends a company at most four notices a day, however often the worker runs', async () => {
    const start = Date.now();
    for (let round = 0; round < 6; round++) {
      await post(`Buoy Tender ${round}`, other);
      // Each round's job is due on its own run (its clock 30 days after its posting).
      await runStillHiring(later(start, 30 + round * 40, 1));
    }
    const toOther = mails().filter((mail) => mail.includes(`To: ${other.user.email}`));
    expect(toOther).toHaveLength(4);
  });
});
