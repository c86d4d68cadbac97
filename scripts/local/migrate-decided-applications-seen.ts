/**
 * One-off migration: a company's decision now also records that it saw the application (`viewedAt`, docs/hiring.md,
 * "Viewed by the company"). An application approved or rejected before that, without being opened, showed its
 * applicant the decision beside "Not opened by the company yet"; it gets `viewedAt` = its decision's time. One
 * conditional write per such application; idempotent, run once per table.
 *
 * `npm start` and `npm run dev` run it at start. Deployed, run it once after the stack with this change is deployed:
 * `TABLE_NAME=<table> AWS_REGION=<region> npx tsx scripts/local/migrate-decided-applications-seen.ts`.
 */

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/lib/db/kit/client.js';
import { isConditionFailure } from '../../functions/lib/db/kit/condition-failure.js';
import { keys } from '../../functions/lib/db/kit/keys.js';
import { runMigrationOnce } from './run-migration.js';

/** The company's own decisions: the board's "No decision" and the applicant's withdrawal say nothing of a look. */
const DECIDED_BY_THE_COMPANY = ['approved', 'rejected'];

async function markSeenWhenDecided(item: Record<string, unknown>): Promise<void> {
  if (item.viewedAt !== undefined || !DECIDED_BY_THE_COMPANY.includes(item.status as string)) return;
  if (typeof item.statusChangedAt !== 'string') return;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.application(item.id as number),
        UpdateExpression: 'SET viewedAt = :at',
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(viewedAt)',
        ExpressionAttributeValues: { ':at': item.statusChangedAt },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Gives every application decided without being opened its decision's time as seen, once; answers how many it read. */
export function migrateDecidedApplicationsSeen(): Promise<number> {
  return runMigrationOnce('decided-applications-seen-v1', 'application', markSeenWhenDecided);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Went through ${await migrateDecidedApplicationsSeen()} applications.`);
}
