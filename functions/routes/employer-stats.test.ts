/**
 * Employer stats against DynamoDB Local: the view beacon counts only views of a job the public can see (and not
 * its own company's), shard items sum right, every day of the window is there, applications and decisions are
 * counted by the transactions that write them, and only the owning company reads a job's stats.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { CompanyStats, JobStats } from '../../shared/stats-types.js';
import { DAY_MS } from '../../shared/time.js';
import { countView, STATS_SHARDS, statsWindow, utcDay } from '../lib/db/jobs/job-stats.js';
import { db, tableName } from '../lib/db/kit/client.js';
import { keys } from '../lib/db/kit/keys.js';
import { applied, applyAs, decideAs, jobBody, postJobAs } from '../testing/hiring.js';
import { invoke } from '../testing/invoke.js';
import { type CompanyPrincipal, makeCompanyPrincipal, makeSeeker, type Principal } from '../testing/principals.js';

let owner: CompanyPrincipal;
let rival: CompanyPrincipal;
let seeker: Principal;
beforeAll(async () => {
  [owner, rival, seeker] = await Promise.all([
    makeCompanyPrincipal('Stats Owner'),
    makeCompanyPrincipal('Stats Rival'),
    makeSeeker(),
  ]);
});

const postJob = async (overrides: Record<string, unknown> = {}) => (await postJobAs(owner, jobBody(overrides))).body;
const view = (jobId: number | string, cookie?: string) =>
  invoke('record-job-view', { params: { id: String(jobId) }, ...(cookie ? { cookie } : {}) });
const jobStats = (jobId: number | string, principal: Principal = owner) =>
  invoke<JobStats>('get-job-stats', { cookie: principal.cookie, params: { id: String(jobId) } });
const companyStats = (principal: Principal = owner) =>
  invoke<CompanyStats>('get-company-stats', { cookie: principal.cookie });
const today = () => utcDay(new Date());

describe('POST /api/jobs/{id}/views', () => {
  it('counts a view of an active job, on one of a few shard items that sum right', async () => {
    const job = await postJob();
    const sent = await Promise.all(Array.from({ length: 24 }, () => view(job.id)));
    expect(sent.map((response) => response.status)).toEqual(Array(24).fill(202));
    expect(sent[0]?.body).toBeUndefined();

    const { Items = [] } = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.jobStats(job.id).pk },
      }),
    );
    // 24 random picks of 4 shards land on one item with a chance of 4 in 4^24: spread, and never past the count.
    expect(Items.length).toBeGreaterThan(1);
    expect(Items.length).toBeLessThanOrEqual(STATS_SHARDS);
    expect(Items.reduce((sum, item) => sum + Number(item.views), 0)).toBe(24);

    const stats = (await jobStats(job.id)).body;
    expect(stats.days.at(-1)).toEqual({ day: today(), views: 24, applications: 0, approved: 0, rejected: 0 });
    expect(stats.totals).toEqual({ views: 24, applications: 0, approved: 0, rejected: 0, approvalRate: null });
  });

  it("leaves the owning company's own looks out, but counts another company's", async () => {
    const job = await postJob();
    expect((await view(job.id, owner.cookie)).status).toBe(202);
    expect((await view(job.id, rival.cookie)).status).toBe(202);
    expect((await view(job.id, seeker.cookie)).status).toBe(202);
    expect((await jobStats(job.id)).body.totals.views).toBe(2);
  });

  it('accepts nothing but a known job the public can see: 404 with a message, nothing counted', async () => {
    const inactive = await postJob({ isActive: false });
    for (const id of [inactive.id, 999_999_999, 'abc', '-1', '1.5']) {
      const response = await view(id);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Job not found' });
    }
    expect((await jobStats(inactive.id)).body.totals.views).toBe(0);
  });
});

describe('GET /api/dashboard/jobs/{id}/stats', () => {
  it('answers every day of the last 30, oldest first, zeros filled, days outside the window left out', async () => {
    const job = await postJob();
    const now = Date.now();
    await countView(job, new Date(now - 3 * DAY_MS), 0);
    await countView(job, new Date(now - 3 * DAY_MS), 2);
    await countView(job, new Date(now - 29 * DAY_MS), 1);
    await countView(job, new Date(now - 30 * DAY_MS), 1);
    await countView(job, new Date(now + DAY_MS), 1);

    const { status, body } = await jobStats(job.id);
    expect(status).toBe(200);
    expect(body.jobId).toBe(job.id);
    expect(body.days.map((day) => day.day)).toEqual(statsWindow());
    expect(body.days).toHaveLength(30);
    expect(body.days.at(-1)?.day).toBe(today());
    const views = body.days.map((day) => day.views);
    expect(views[26]).toBe(2);
    expect(views[0]).toBe(1);
    expect(views.reduce((a, b) => a + b, 0)).toBe(3);
    expect(body.totals.views).toBe(3);
  });

  it('counts applications when they are written (a refused second one is not) and the approval rate', async () => {
    const job = await postJob();
    const [first, second, third] = [seeker, await makeSeeker(), await makeSeeker()];
    const applications = [await applied(first, job.id), await applied(second, job.id), await applied(third, job.id)];
    expect((await applyAs(first, job.id)).status).toBe(409);
    let stats = (await jobStats(job.id)).body;
    expect(stats.totals).toMatchObject({ applications: 3, approved: 0, rejected: 0, approvalRate: null });
    expect(stats.days.at(-1)?.applications).toBe(3);

    expect((await decideAs(owner, applications[0]?.id as number, 'approved')).status).toBe(200);
    expect((await decideAs(owner, applications[1]?.id as number, 'rejected')).status).toBe(200);
    expect((await decideAs(owner, applications[2]?.id as number, 'rejected')).status).toBe(200);
    // A second decision is refused and not counted.
    expect((await decideAs(owner, applications[0]?.id as number, 'rejected')).status).toBe(409);
    stats = (await jobStats(job.id)).body;
    expect(stats.totals).toEqual({ views: 0, applications: 3, approved: 1, rejected: 2, approvalRate: 1 / 3 });
    expect(stats.days.at(-1)).toMatchObject({ approved: 1, rejected: 2 });
  });

  it("is the owner's alone: another company and an unknown id get 404 with a message", async () => {
    const job = await postJob();
    for (const [principal, id] of [
      [rival, job.id],
      [owner, 999_999_999],
      [owner, 'abc'],
    ] as const) {
      const response = await jobStats(id, principal);
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Job not found' });
    }
  });
});

describe('GET /api/dashboard/stats', () => {
  it("sums the company's jobs day by day and gives each job's totals, from the company's own day items", async () => {
    const company = await makeCompanyPrincipal('Stats Sums');
    const fresh = await companyStats(company);
    expect(fresh.status).toBe(200);
    expect(fresh.body.jobs).toEqual([]);
    expect(fresh.body.days).toHaveLength(30);
    expect(fresh.body.totals).toEqual({ views: 0, applications: 0, approved: 0, rejected: 0, approvalRate: null });

    const older = (await postJobAs(company, jobBody({ title: 'Older' }))).body;
    const newer = (await postJobAs(company, jobBody({ title: 'Newer' }))).body;
    await Promise.all([view(older.id), view(older.id), view(newer.id)]);
    const application = await applied(seeker, newer.id);
    expect((await decideAs(company, application.id, 'approved')).status).toBe(200);
    await countView(older, new Date(Date.now() - 5 * DAY_MS), 3);

    const { body } = await companyStats(company);
    expect(body.totals).toMatchObject({ views: 4, applications: 1, approved: 1, approvalRate: 1 });
    expect(body.days.at(-1)).toMatchObject({ day: today(), views: 3, applications: 1, approved: 1 });
    expect(body.days.at(-6)).toMatchObject({ views: 1, applications: 0 });
    expect(body.jobs).toEqual([
      { jobId: newer.id, totals: { views: 1, applications: 1, approved: 1, rejected: 0, approvalRate: 1 } },
      { jobId: older.id, totals: { views: 3, applications: 0, approved: 0, rejected: 0, approvalRate: null } },
    ]);
    // Another company's answer holds none of it.
    expect((await companyStats(rival)).body.jobs.map((job) => job.jobId)).not.toContain(older.id);

    // All of it is in the company's own partition: the totals and each job's `<counter>#<jobId>`.
    const { Items = [] } = await db().send(
      new QueryCommand({
        TableName: tableName(),
        KeyConditionExpression: 'pk = :pk',
        ExpressionAttributeValues: { ':pk': keys.companyStats(company.company.id).pk },
      }),
    );
    const sum = (name: string) => Items.reduce((total, item) => total + Number(item[name] ?? 0), 0);
    expect([sum('views'), sum(`views#${older.id}`), sum(`views#${newer.id}`), sum(`approved#${newer.id}`)]).toEqual([
      4, 3, 1, 1,
    ]);
  });
});
