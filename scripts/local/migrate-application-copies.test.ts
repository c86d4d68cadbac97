/** The retention index migration against DynamoDB Local: applications holding copies join gsi4, cleared ones do not. */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/lib/db/kit/client.js';
import { keys } from '../../functions/lib/db/kit/keys.js';
import { migrateApplicationCopies } from './migrate-application-copies.js';

const application = (id: number, extra: Record<string, unknown> = {}) => ({
  ...keys.application(id),
  type: 'application',
  id,
  jobId: 42,
  userId: 7,
  resume: 'Ten years of it.',
  coverLetter: 'Hello.',
  status: 'pending',
  submittedAt: '2026-01-02T03:04:05.000Z',
  jobTitle: 'Baker',
  companyId: 3,
  companyName: 'Bread Co',
  ...extra,
});

const read = async (id: number) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: keys.application(id) }))).Item;

describe('migrateApplicationCopies', () => {
  it('indexes the applications still holding copies, leaves cleared ones out, runs once', async () => {
    // Another test's local start may have run it on this table already.
    await db().send(
      new DeleteCommand({ TableName: tableName(), Key: { pk: 'MIGRATION', sk: 'application-copies-v1' } }),
    );
    const base = 900_000 + Math.floor(Math.random() * 90_000);
    const items = [application(base), application(base + 1, { resume: '', personalDataRemovedAt: '2026-06-01' })];
    for (const Item of items) await db().send(new PutCommand({ TableName: tableName(), Item }));

    expect(await migrateApplicationCopies()).toBeGreaterThanOrEqual(2);
    expect(await read(base)).toMatchObject(keys.applicationWithCopies(42, base));
    expect(await read(base + 1)).not.toHaveProperty('gsi4pk');

    await db().send(new PutCommand({ TableName: tableName(), Item: application(base + 2) }));
    expect(await migrateApplicationCopies()).toBe(0);
    expect(await read(base + 2)).not.toHaveProperty('gsi4pk');
  });
});
