/** The remote-job-type migration against DynamoDB Local: a job stored with the job type remote, migrated once. */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/lib/db/kit/client.js';
import { keys } from '../../functions/lib/db/kit/keys.js';
import { migrateRemoteJobType } from './migrate-remote-job-type.js';

const legacyJob = (id: number, jobType: string, workArrangement?: string) => ({
  ...keys.job(id),
  type: 'job',
  id,
  companyId: 1,
  companyName: 'Legacy Co',
  title: 'Legacy Job',
  description: 'Written when remote was a job type.',
  requirements: 'None at all, really.',
  location: 'Anywhere',
  jobType,
  ...(workArrangement ? { workArrangement } : {}),
  categories: [],
  categoryIds: [],
  skills: [],
  createdAt: '2026-01-01T00:00:00.000Z',
  postedBy: 1,
  isActive: true,
  closingDate: '2099-01-01',
  version: 2,
});

const read = async (id: number) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: keys.job(id) }))).Item as Record<string, unknown>;

describe('migrateRemoteJobType', () => {
  it('makes a job of type remote a full-time remote job and leaves the others alone', async () => {
    // Another test's local start may have run it on this table already.
    await db().send(new DeleteCommand({ TableName: tableName(), Key: { pk: 'MIGRATION', sk: 'remote-job-type-v1' } }));
    const base = 700_000 + Math.floor(Math.random() * 90_000);
    const jobs = [legacyJob(base, 'remote'), legacyJob(base + 1, 'contract', 'hybrid')];
    for (const Item of jobs) await db().send(new PutCommand({ TableName: tableName(), Item }));

    expect(await migrateRemoteJobType()).toBeGreaterThanOrEqual(jobs.length);
    expect(await read(base)).toMatchObject({ jobType: 'full_time', workArrangement: 'remote', version: 3 });
    expect(await read(base + 1)).toEqual(jobs[1]);

    expect(await migrateRemoteJobType()).toBe(0);
  });
});
