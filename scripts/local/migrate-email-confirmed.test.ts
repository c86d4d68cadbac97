/** The email confirmation migration against DynamoDB Local: older accounts count as confirmed, pending ones wait. */
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/lib/db/kit/client.js';
import { keys } from '../../functions/lib/db/kit/keys.js';
import { migrateEmailConfirmed } from './migrate-email-confirmed.js';

const user = (id: number, extra: Record<string, unknown> = {}) => ({
  ...keys.user(id),
  type: 'user',
  id,
  username: `legacy${id}`,
  email: `legacy${id}@example.com`,
  name: 'Lee Legacy',
  role: 'job_seeker',
  passwordHash: 'not-a-real-hash',
  sessionVersion: 1,
  createdAt: '2026-01-02T03:04:05.000Z',
  ...extra,
});

const read = async (id: number) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: keys.user(id) }))).Item as Record<string, unknown>;

describe('migrateEmailConfirmed', () => {
  it('marks accounts made before confirmation as confirmed, leaves pending and confirmed ones, runs once', async () => {
    // Another test's local start may have run it on this table already.
    await db().send(new DeleteCommand({ TableName: tableName(), Key: { pk: 'MIGRATION', sk: 'email-confirmed-v1' } }));
    const base = 900_000 + Math.floor(Math.random() * 90_000);
    const items = [
      user(base),
      user(base + 1, { emailPendingSince: '2026-11-28T00:00:00.000Z' }),
      user(base + 2, { emailVerifiedAt: '2026-11-20T00:00:00.000Z' }),
    ];
    for (const Item of items) await db().send(new PutCommand({ TableName: tableName(), Item }));

    expect(await migrateEmailConfirmed()).toBeGreaterThanOrEqual(3);
    expect((await read(base)).emailVerifiedAt).toBe('2026-01-02T03:04:05.000Z');
    expect(await read(base + 1)).not.toHaveProperty('emailVerifiedAt');
    expect((await read(base + 1)).emailPendingSince).toBe('2026-11-28T00:00:00.000Z');
    expect((await read(base + 2)).emailVerifiedAt).toBe('2026-11-20T00:00:00.000Z');

    await db().send(new PutCommand({ TableName: tableName(), Item: user(base + 3) }));
    expect(await migrateEmailConfirmed()).toBe(0);
    expect(await read(base + 3)).not.toHaveProperty('emailVerifiedAt');
  });
});
