/**
 * Carrying job stats over to company days against DynamoDB Local: counts written before company days existed
 * (job items only) reach the dashboard after the migration, counts since are not doubled, and a second pass
 * changes nothing.
 */
import { DeleteCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { countUpdate, countView } from '../../functions/lib/db/jobs/job-stats.js';
import { db, tableName } from '../../functions/lib/db/kit/client.js';
import { jobBody, postJobAs } from '../../functions/testing/hiring.js';
import { invoke } from '../../functions/testing/invoke.js';
import { makeCompanyPrincipal } from '../../functions/testing/principals.js';
import type { CompanyStats } from '../../shared/stats-types.js';
import { DAY_MS } from '../../shared/time.js';
import { migrateCompanyStats } from './migrate-company-stats.js';

const marker = { pk: 'MIGRATION', sk: 'company-stats-v1' };

describe('migrateCompanyStats', () => {
  it("carries a company's earlier job counts over to its days, once", async () => {
    // Another test's local start may have run it on this table already.
    await db().send(new DeleteCommand({ TableName: tableName(), Key: marker }));
    const company = await makeCompanyPrincipal('Stats Before');
    const first = (await postJobAs(company, jobBody({ title: 'First' }))).body;
    const second = (await postJobAs(company, jobBody({ title: 'Second' }))).body;
    const stats = async () => (await invoke<CompanyStats>('get-company-stats', { cookie: company.cookie })).body;
    // Before the change only the job items were counted.
    const earlier = new Date(Date.now() - 3 * DAY_MS);
    for (const [job, counter, at] of [
      [first, 'views', earlier],
      [first, 'views', earlier],
      [second, 'applications', new Date()],
      [first, 'views', new Date()],
    ] as const) {
      await db().send(new UpdateCommand(countUpdate('job', job, counter, at)));
    }
    // Since the change: the job's and the company's day.
    await countView(first);
    expect((await stats()).totals).toMatchObject({ views: 1, applications: 0 });

    expect(await migrateCompanyStats()).toBeGreaterThan(0);
    const after = await stats();
    expect(after.totals).toMatchObject({ views: 4, applications: 1 });
    expect(after.days.at(-4)).toMatchObject({ views: 2 });
    expect(after.days.at(-1)).toMatchObject({ views: 2, applications: 1 });
    expect(after.jobs).toEqual([
      { jobId: second.id, totals: expect.objectContaining({ views: 0, applications: 1 }) },
      { jobId: first.id, totals: expect.objectContaining({ views: 4, applications: 0 }) },
    ]);

    await db().send(new DeleteCommand({ TableName: tableName(), Key: marker }));
    await migrateCompanyStats(); // a second pass (e.g. one cut short before its marker) writes the same numbers
    expect(await stats()).toEqual(after);
    expect(await migrateCompanyStats()).toBe(0);
  });
});
