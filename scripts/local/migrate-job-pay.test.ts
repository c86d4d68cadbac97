/** The pay and closing-date migration against DynamoDB Local: jobs written before them, migrated once. */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/lib/db/kit/client.js';
import { keys } from '../../functions/lib/db/kit/keys.js';
import { defaultClosingDate } from '../../shared/closing-date.js';
import { migrateJobPay } from './migrate-job-pay.js';

const legacyJob = (id: number, salary: string | undefined, extra: Record<string, unknown> = {}) => ({
  ...keys.job(id),
  type: 'job',
  id,
  companyId: 1,
  companyName: 'Legacy Co',
  title: 'Legacy Job',
  description: 'Written before structured pay.',
  requirements: 'None at all, really.',
  location: 'Berlin',
  jobType: 'full_time',
  categories: [],
  categoryIds: [],
  skills: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  postedBy: 1,
  isActive: true,
  version: 3,
  ...(salary ? { salary } : {}),
  ...extra,
});

const read = async (id: number) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: keys.job(id) }))).Item as Record<string, unknown>;

describe('migrateJobPay', () => {
  it('gives readable salaries structured pay, drops the old yearly guesses of the rest, and sets closing dates', async () => {
    // Another test's local start may have run it on this table already.
    await db().send(new DeleteCommand({ TableName: tableName(), Key: { pk: 'MIGRATION', sk: 'job-pay-closing-v1' } }));
    const base = 800_000 + Math.floor(Math.random() * 90_000);
    const jobs = [
      legacyJob(base, 'PLN 6,000 / month', { salaryMin: 72_000, salaryMax: 72_000 }),
      legacyJob(base + 1, 'Competitive', { salaryMin: 1, salaryMax: 1 }),
      legacyJob(base + 2, undefined),
      legacyJob(base + 3, '$1', {
        salaryMin: 9,
        salaryMax: 9,
        currency: 'EUR',
        period: 'hour',
        closingDate: '2027-01-01',
      }),
    ];
    for (const Item of jobs) await db().send(new PutCommand({ TableName: tableName(), Item }));

    expect(await migrateJobPay()).toBeGreaterThanOrEqual(jobs.length);
    expect(await read(base)).toMatchObject({
      salary: 'PLN 6,000 / month',
      salaryMin: 6_000,
      salaryMax: 6_000,
      currency: 'PLN',
      period: 'month',
      closingDate: defaultClosingDate(),
      version: 4,
    });
    const unreadable = await read(base + 1);
    expect(unreadable).toMatchObject({ salary: 'Competitive', closingDate: defaultClosingDate() });
    for (const field of ['salaryMin', 'salaryMax', 'currency', 'period']) expect(unreadable).not.toHaveProperty(field);
    expect(await read(base + 2)).toMatchObject({ closingDate: defaultClosingDate(), version: 4 });
    // Already structured and dated: left as it was.
    expect(await read(base + 3)).toEqual(jobs[3]);

    expect(await migrateJobPay()).toBe(0);
  });
});
