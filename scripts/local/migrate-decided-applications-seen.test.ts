/**
 * The migration against DynamoDB Local: an application the company decided without opening it, as the decision
 * route wrote it before, gets its decision's time as seen; an opened one, a pending, a withdrawn and a "No decision"
 * one are left as they are, and a second run changes nothing.
 */
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/lib/db/kit/client.js';
import { keys } from '../../functions/lib/db/kit/keys.js';
import { applied, postJobAs } from '../../functions/testing/hiring.js';
import { makeCompanyPrincipal, makeSeeker } from '../../functions/testing/principals.js';
import { migrateDecidedApplicationsSeen } from './migrate-decided-applications-seen.js';

const MARKER = { pk: 'MIGRATION', sk: 'decided-applications-seen-v1' };
const read = async (id: number) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: keys.application(id) }))).Item as Record<
    string,
    unknown
  >;

/** Sets an application's fields as an older route or the board would have left them. */
async function setFields(id: number, fields: Record<string, unknown>): Promise<void> {
  const names = Object.keys(fields);
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.application(id),
      UpdateExpression: `SET ${names.map((_, i) => `#f${i} = :v${i}`).join(', ')}`,
      ExpressionAttributeNames: Object.fromEntries(names.map((name, i) => [`#f${i}`, name])),
      ExpressionAttributeValues: Object.fromEntries(names.map((name, i) => [`:v${i}`, fields[name]])),
    }),
  );
}

describe('migrateDecidedApplicationsSeen', () => {
  it('marks applications decided without being opened as seen when decided, and nothing else', async () => {
    // Another test's local start may have run it on this table already.
    await db().send(new DeleteCommand({ TableName: tableName(), Key: MARKER }));
    const owner = await makeCompanyPrincipal('Legacy Seen Labs');
    const job = (await postJobAs(owner)).body;
    const apply = async () => (await applied(await makeSeeker(), job.id)).id;
    const [approved, rejected, opened, withdrawn, noDecision, pending] = await Promise.all([
      apply(),
      apply(),
      apply(),
      apply(),
      apply(),
      apply(),
    ]);
    const decidedAt = '2026-11-20T10:00:00.000Z';
    const openedAt = '2026-11-19T09:00:00.000Z';
    await setFields(approved, { status: 'approved', statusChangedAt: decidedAt, statusChangedBy: owner.user.id });
    await setFields(rejected, { status: 'rejected', statusChangedAt: decidedAt, statusChangedBy: owner.user.id });
    await setFields(opened, {
      status: 'approved',
      statusChangedAt: decidedAt,
      statusChangedBy: owner.user.id,
      viewedAt: openedAt,
    });
    await setFields(withdrawn, { status: 'withdrawn', statusChangedAt: decidedAt });
    await setFields(noDecision, { status: 'no_decision', statusChangedAt: decidedAt });

    expect(await migrateDecidedApplicationsSeen()).toBeGreaterThanOrEqual(6);
    expect((await read(approved)).viewedAt).toBe(decidedAt);
    expect((await read(rejected)).viewedAt).toBe(decidedAt);
    expect((await read(opened)).viewedAt).toBe(openedAt);
    for (const untouched of [withdrawn, noDecision, pending])
      expect(await read(untouched)).not.toHaveProperty('viewedAt');

    // Marked done: a later run reads one item and writes nothing.
    await setFields(pending, { status: 'rejected', statusChangedAt: decidedAt, statusChangedBy: owner.user.id });
    expect(await migrateDecidedApplicationsSeen()).toBe(0);
    expect(await read(pending)).not.toHaveProperty('viewedAt');
  });
});
