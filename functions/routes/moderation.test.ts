/**
 * Reports and the admin desk through the real handlers against DynamoDB Local: reporting (one per user per job,
 * clear 4xx), three reports hide a job, the admin restores, deactivates or deletes it, suspends a company, and
 * every action lands in the audit log, read newest first a page at a time. Desk routes refuse everyone but admins.
 */

import type { AuditEntry, ModerationCase } from '../../shared/moderation-types.js';
import { type RouteDefinition, type RouteId, routeIds, routes } from '../../shared/routes.js';
import { moderationMessages, suspensionTexts } from '../../shared/texts/moderation-texts.js';
import type { Job } from '../../shared/types.js';
import { jobBody, jobCounts, postJobAs, publicJobIds } from '../testing/hiring.js';
import { invoke } from '../testing/invoke.js';
import { makeCategories } from '../testing/jobs.js';
import { testLambda } from '../testing/lambda.js';
import { withMailOutbox } from '../testing/mail-outbox.js';
import {
  type CompanyPrincipal,
  makeAdmin,
  makeCompanyPrincipal,
  makeSeeker,
  type Principal,
} from '../testing/principals.js';

let owner: CompanyPrincipal;
let admin: Principal;
let reporters: Principal[];
beforeAll(async () => {
  await makeCategories(['Engineering']);
  [owner, admin, ...reporters] = await Promise.all([
    makeCompanyPrincipal('Reported Labs'),
    makeAdmin('Ada Admin'),
    makeSeeker('Rita One'),
    makeSeeker('Rob Two'),
    makeSeeker('Rae Three'),
  ]);
});

const post = async (title = 'Backend Engineer') =>
  (await postJobAs(owner, jobBody({ title, categories: ['Engineering'] }))).body;
const report = (who: Principal, jobId: number, body: unknown = { reason: 'scam', details: 'Asks for a fee' }) =>
  invoke('report-job', { cookie: who.cookie, params: { id: String(jobId) }, body });
const moderate = (jobId: number, action: string, reason = 'Checked by the admin team') =>
  invoke('moderate-job', { cookie: admin.cookie, params: { id: String(jobId) }, body: { action, reason } });
const queue = async () =>
  (await invoke<ModerationCase[]>('list-moderation-queue', { cookie: admin.cookie, query: { limit: '50' } })).body;
const auditLog = async (query: Record<string, string> = { limit: '50' }) =>
  invoke<AuditEntry[]>('list-audit-log', { cookie: admin.cookie, query });
const publicStatus = async (jobId: number) => (await invoke('get-job', { params: { id: String(jobId) } })).status;
const dashboardJob = async (jobId: number) =>
  (await invoke<Job[]>('list-dashboard-jobs', { cookie: owner.cookie })).body.find((job) => job.id === jobId);

describe('reporting a job', () => {
  it('takes one report per user per job, from the session, with clear refusals', async () => {
    const job = await post();
    const first = await report(reporters[0] as Principal, job.id, { reason: 'spam', userId: 999 });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ jobId: job.id, reason: 'spam' });
    expect((await report(reporters[0] as Principal, job.id)).body).toEqual({
      message: moderationMessages.alreadyReported,
    });
    expect((await report(reporters[0] as Principal, job.id)).status).toBe(409);
    expect(await report(reporters[1] as Principal, job.id, { reason: 'nonsense' })).toMatchObject({
      status: 400,
      body: { message: moderationMessages.reportReason },
    });
    expect(
      await report(reporters[1] as Principal, job.id, { reason: 'other', details: 'x'.repeat(501) }),
    ).toMatchObject({ status: 400, body: { message: moderationMessages.reportDetailsMax } });
    expect(await report(owner, job.id)).toMatchObject({ status: 403, body: { message: moderationMessages.ownJob } });
    expect((await report(reporters[1] as Principal, 987654)).status).toBe(404);
    const reports = (await queue()).find((one) => one.jobId === job.id)?.reports ?? [];
    expect(reports.map((one) => one.userId)).toEqual([(reporters[0] as Principal).user.id]);
    expect(await publicStatus(job.id)).toBe(200); // one report hides nothing
  });

  it('takes signed-out reports: one per address per job, an optional email, never an automatic hide', async () => {
    const job = await post('Signed-out Reported Role');
    const anonymous = (sourceIp: string, body: unknown = { reason: 'scam', details: 'Fee to apply' }) =>
      invoke('report-job', { params: { id: String(job.id) }, body, sourceIp });
    expect(await anonymous('203.0.113.10', { reason: 'scam', email: 'witness@example.com' })).toMatchObject({
      status: 201,
      body: { jobId: job.id, reason: 'scam' },
    });
    expect(await anonymous('203.0.113.10')).toMatchObject({
      status: 409,
      body: { message: moderationMessages.alreadyReported },
    });
    expect(await anonymous('203.0.113.11', { reason: 'spam', email: 'not an email' })).toMatchObject({
      status: 400,
      body: { message: 'Please enter a valid email address' },
    });
    for (const ip of ['203.0.113.12', '203.0.113.13', '203.0.113.14']) {
      expect((await anonymous(ip)).status).toBe(201);
    }
    // Four visitors' reports: the admin sees them all, the job stays listed.
    expect(await publicStatus(job.id)).toBe(200);
    const queued = (await queue()).find((one) => one.jobId === job.id);
    expect(queued).toMatchObject({ reportCount: 4, moderation: [] });
    expect(queued?.reports.find((one) => one.email)).toMatchObject({
      anonymous: true,
      email: 'witness@example.com',
      reason: 'scam',
    });
    expect(queued?.reports.every((one) => one.userId === undefined && one.anonymous)).toBe(true);
    // Users' reports still hide it at three, whatever the visitors sent.
    for (const who of reporters.slice(0, 2)) expect((await report(who, job.id)).status).toBe(201);
    expect(await publicStatus(job.id)).toBe(200);
    expect((await report(reporters[2] as Principal, job.id)).status).toBe(201);
    expect(await publicStatus(job.id)).toBe(404);
    expect((await moderate(job.id, 'restore')).status).toBe(200);
    expect((await queue()).find((one) => one.jobId === job.id)).toBeUndefined();
  });

  it('limits signed-out reports per address', async () => {
    const jobs = await Promise.all([1, 2, 3, 4, 5, 6].map((n) => post(`Rate Limited Role ${n}`)));
    const statuses: number[] = [];
    for (const job of jobs) {
      const response = await invoke('report-job', {
        params: { id: String(job.id) },
        body: { reason: 'spam' },
        sourceIp: '198.51.100.77',
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect((response.body as { message: string }).message).toMatch(/^Too many reports from your network/);
      }
    }
    expect(statuses).toEqual([201, 201, 201, 201, 201, 429]);
    // Another address, or a signed-in user, is not held back by it.
    expect(
      (
        await invoke('report-job', {
          params: { id: String(jobs[5]?.id) },
          body: { reason: 'spam' },
          sourceIp: '198.51.100.78',
        })
      ).status,
    ).toBe(201);
  });

  it('hides a job reported by three users until the admin restores it, and the audit log shows both', async () => {
    const job = await post('Too Good To Be True Engineer');
    const before = await jobCounts(owner.company.id);
    const saver = reporters[0] as Principal;
    await invoke('save-job', { cookie: saver.cookie, params: { jobId: String(job.id) } });
    for (const who of reporters) expect((await report(who, job.id)).status).toBe(201);
    const saved = await invoke<{ jobId: number; state: string }[]>('list-saved-jobs', { cookie: saver.cookie });
    expect(saved.body.find((one) => one.jobId === job.id)?.state).toBe('closed');

    expect(await publicStatus(job.id)).toBe(404);
    expect(await publicJobIds({ search: 'good true' })).not.toContain(job.id);
    expect((await jobCounts(owner.company.id)).company).toBe(before.company - 1);
    expect((await dashboardJob(job.id))?.moderation).toEqual(['hidden-for-review']);
    expect((await report(reporters[0] as Principal, job.id)).status).toBe(404); // hidden: nothing to report
    const queued = (await queue()).find((one) => one.jobId === job.id);
    expect(queued).toMatchObject({ reportCount: 3, moderation: ['hidden-for-review'], isActive: true });
    expect(queued?.reports).toHaveLength(3);

    expect(await moderate(job.id, 'restore', 'Genuine offer, verified')).toMatchObject({ status: 200 });
    expect(await publicStatus(job.id)).toBe(200);
    expect(await publicJobIds({ search: 'good true' })).toContain(job.id);
    expect((await jobCounts(owner.company.id)).company).toBe(before.company);
    expect((await queue()).some((one) => one.jobId === job.id)).toBe(false);

    const entries = (await auditLog()).body.filter((entry) => entry.target.id === job.id);
    expect(entries.map((entry) => entry.action)).toEqual(['job.restored', 'job.hidden']);
    expect(entries[0]).toMatchObject({
      actor: { id: admin.user.id, name: 'Ada Admin' },
      target: { kind: 'job', id: job.id, label: 'Too Good To Be True Engineer' },
      reason: 'Genuine offer, verified',
    });
    expect(entries[1]?.reason).toBe(moderationMessages.hiddenByReports);
    expect(await moderate(job.id, 'restore')).toMatchObject({
      status: 409,
      body: { message: moderationMessages.nothingToRestore },
    });
  });
});

describe('admin actions on jobs', () => {
  it('deactivates with a reason; the company cannot undo it; the admin restores it', async () => {
    const job = await post('Suspicious Courier');
    expect(await moderate(job.id, 'deactivate', '')).toMatchObject({
      status: 400,
      body: { message: moderationMessages.reasonRequired },
    });
    expect((await moderate(job.id, 'deactivate', 'Pyramid scheme')).status).toBe(200);
    expect(await publicStatus(job.id)).toBe(404);
    expect((await moderate(job.id, 'deactivate', 'Again')).status).toBe(409);
    const edit = await invoke<Job>('update-job', {
      cookie: owner.cookie,
      params: { id: String(job.id) },
      body: { isActive: true },
    });
    expect(edit.body.moderation).toEqual(['deactivated-by-admin']);
    expect(await publicStatus(job.id)).toBe(404);
    expect((await queue()).find((one) => one.jobId === job.id)?.moderation).toEqual(['deactivated-by-admin']);
    expect((await moderate(job.id, 'restore', 'Cleared after a call')).status).toBe(200);
    expect(await publicStatus(job.id)).toBe(200);
  });

  it('deletes a job with its reports, and says so in the audit log', async () => {
    const job = await post('Fake Listing');
    await report(reporters[0] as Principal, job.id);
    expect((await moderate(job.id, 'delete', 'Fake company details')).status).toBe(200);
    expect(await dashboardJob(job.id)).toBeUndefined();
    expect((await queue()).some((one) => one.jobId === job.id)).toBe(false);
    expect((await moderate(job.id, 'delete', 'Again')).status).toBe(404);
    const [latest] = (await auditLog({ limit: '1' })).body;
    expect(latest).toMatchObject({ action: 'job.deleted', target: { id: job.id }, reason: 'Fake company details' });
  });
});

describe('suspending a company', () => {
  const outbox = withMailOutbox();

  it('stops it posting or editing and takes its jobs out of search until reinstated', async () => {
    const company = await makeCompanyPrincipal('Shady Staffing');
    const job = (await postJobAs(company, jobBody({ title: 'Shady Warehouse Operative' }))).body;
    const suspend = (suspended: boolean, reason = 'Repeated fake postings') =>
      invoke('suspend-company', {
        cookie: admin.cookie,
        params: { id: String(company.company.id) },
        body: { suspended, reason },
      });

    expect((await suspend(true)).body).toMatchObject({
      id: company.company.id,
      suspended: { reason: 'Repeated fake postings' },
    });
    expect((await suspend(true)).status).toBe(409);
    // Told, with the reason: refusals, the session's user, and an email.
    expect(await postJobAs(company, jobBody())).toMatchObject({
      status: 403,
      body: { message: moderationMessages.companySuspended('Repeated fake postings') },
    });
    const edit = await invoke('update-job', {
      cookie: company.cookie,
      params: { id: String(job.id) },
      body: { title: 'Warehouse Operative Lead' },
    });
    expect(edit).toMatchObject({
      status: 403,
      body: { message: moderationMessages.companySuspended('Repeated fake postings') },
    });
    expect((await invoke('get-user', { cookie: company.cookie })).body).toMatchObject({
      companySuspension: { reason: 'Repeated fake postings', at: expect.any(String) },
    });
    const dashboard = await invoke<Job[]>('list-dashboard-jobs', { cookie: company.cookie });
    expect(dashboard.body.find((one) => one.id === job.id)?.moderation).toEqual(['company-suspended']);
    await testLambda().settled();
    const suspendedMail = outbox.mails().find((mail) => mail.includes(`To: ${company.user.email}`));
    expect(suspendedMail).toContain(`Subject: ${suspensionTexts.suspendedSubject}`);
    expect(suspendedMail).toContain('Reason: Repeated fake postings');
    expect(await publicStatus(job.id)).toBe(404);
    expect(await publicJobIds({ search: 'shady' })).not.toContain(job.id);
    const listed = await invoke('list-admin-companies', {
      cookie: admin.cookie,
      query: { sort: 'name', includeEmpty: 'true', search: 'shady' },
    });
    expect(listed.body).toEqual([expect.objectContaining({ id: company.company.id, suspended: expect.any(Object) })]);

    expect((await suspend(false, 'Verified the business')).status).toBe(200);
    await testLambda().settled();
    expect(
      outbox
        .mails()
        .filter((mail) => mail.includes(`To: ${company.user.email}`))
        .join('\n'),
    ).toContain(`Subject: ${suspensionTexts.reinstatedSubject}`);
    expect((await invoke('get-user', { cookie: company.cookie })).body).not.toHaveProperty('companySuspension');
    expect((await suspend(false, 'Again')).status).toBe(409);
    expect(await publicStatus(job.id)).toBe(200);
    expect((await postJobAs(company, jobBody())).status).toBe(201);
    const actions = (await auditLog()).body.filter((entry) => entry.target.kind === 'company').map((e) => e.action);
    expect(actions.slice(0, 2)).toEqual(['company.unsuspended', 'company.suspended']);
  });
});

describe('the admin desk', () => {
  it('pages the audit log newest first with a signed cursor', async () => {
    const first = await auditLog({ limit: '2' });
    const cursor = first.headers['x-next-cursor'] as string;
    expect(cursor).toBeTruthy();
    const second = await auditLog({ limit: '2', cursor });
    const times = [...first.body, ...second.body].map((entry) => entry.at);
    expect(times).toEqual([...times].sort().reverse());
    expect(new Set([...first.body, ...second.body].map((entry) => entry.id)).size).toBe(4);
    expect((await auditLog({ cursor: `${cursor}x` })).status).toBe(400);
  });

  const deskRoutes = routeIds.filter((id) => (routes[id] as RouteDefinition).path.startsWith('/api/admin/'));
  it('has every desk route for admins only', () => {
    expect(deskRoutes.length).toBeGreaterThanOrEqual(5);
    for (const id of deskRoutes) expect((routes[id] as RouteDefinition).access).toEqual(['admin']);
  });

  it.each(deskRoutes)('%s answers 403 to a company and a seeker, whatever the body claims', async (id: RouteId) => {
    const job = await post('Desk Guarded Job');
    const body = { action: 'delete', reason: 'I am admin', suspended: true, role: 'admin', userId: admin.user.id };
    for (const who of [owner, reporters[0] as Principal]) {
      const route: RouteDefinition = routes[id];
      const params = route.path.includes('/jobs/') ? { id: String(job.id) } : { id: String(owner.company.id) };
      const response = await invoke(id, { cookie: who.cookie, params, ...(route.method === 'GET' ? {} : { body }) });
      expect(response).toMatchObject({ status: 403, body: { message: 'You are not allowed to do this' } });
    }
    expect(await publicStatus(job.id)).toBe(200);
  });
});
