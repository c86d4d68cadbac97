/**
 * The response-time backfill against DynamoDB Local: decisions written before the histogram was kept are counted
 * into it once; one the decision route already counted is not counted again, and a second run changes nothing.
 */
import { DeleteCommand, GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { describe, expect, it } from 'vitest';
import { db, tableName } from '../../functions/lib/db/kit/client.js';
import { keys } from '../../functions/lib/db/kit/keys.js';
import { applied, decideAs, postJobAs } from '../../functions/testing/hiring.js';
import { makeCompanyPrincipal, makeSeeker } from '../../functions/testing/principals.js';
import { DAY_MS } from '../../shared/time.js';
import { migrateResponseTimes } from './migrate-response-times.js';

const histogram = async (companyId: number) =>
  (await db().send(new GetCommand({ TableName: tableName(), Key: keys.responseTimes(companyId) }))).Item;

describe('migrateResponseTimes', () => {
  it('counts each decision made before the histogram once', async () => {
    // Another test's local start may have run it on this table already.
    await db().send(new DeleteCommand({ TableName: tableName(), Key: { pk: 'MIGRATION', sk: 'response-times-v1' } }));
    const owner = await makeCompanyPrincipal('Legacy Decider');
    const job = (await postJobAs(owner)).body;
    // Two decisions as the decision route wrote them before: status and time, no histogram, no mark.
    for (const [days, status] of [
      [4, 'approved'],
      [9, 'rejected'],
    ] as const) {
      const application = await applied(await makeSeeker(), job.id);
      const decidedAt = Date.now();
      await db().send(
        new UpdateCommand({
          TableName: tableName(),
          Key: keys.application(application.id),
          UpdateExpression: 'SET #status = :status, submittedAt = :submitted, statusChangedAt = :at',
          ExpressionAttributeNames: { '#status': 'status' },
          ExpressionAttributeValues: {
            ':status': status,
            ':submitted': new Date(decidedAt - days * DAY_MS).toISOString(),
            ':at': new Date(decidedAt).toISOString(),
          },
        }),
      );
    }
    // One decided through today's route (counted already), one still pending.
    const current = await applied(await makeSeeker(), job.id);
    expect((await decideAs(owner, current.id, 'approved')).status).toBe(200);
    await applied(await makeSeeker(), job.id);
    expect(await histogram(owner.company.id)).toMatchObject({ d0: 1 });

    expect(await migrateResponseTimes()).toBeGreaterThan(0);
    const after = await histogram(owner.company.id);
    expect(after).toMatchObject({ d0: 1, d4: 1, d9: 1 });
    expect(Object.keys(after ?? {}).filter((name) => /^d\d+$/.test(name))).toHaveLength(3);

    await db().send(new DeleteCommand({ TableName: tableName(), Key: { pk: 'MIGRATION', sk: 'response-times-v1' } }));
    await migrateResponseTimes(); // a pass run again (e.g. cut short before its marker) counts nothing twice
    expect(await histogram(owner.company.id)).toEqual(after);
    expect(await migrateResponseTimes()).toBe(0);
  });
});
