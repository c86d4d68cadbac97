/**
 * One-off migration to email confirmation (docs/accounts.md, "Email confirmation"): every account stored before
 * confirmation existed has neither `emailVerifiedAt` nor `emailPendingSince`, and counts as confirmed: it gets
 * `emailVerifiedAt` = its `createdAt`, so every account states how its address stands. An account waiting for its
 * link (`emailPendingSince`) is left alone. One conditional write per user; idempotent, run once per table.
 *
 * `npm start` and `npm run dev` run it at start (the demo accounts count as confirmed). Deployed, run it once after
 * the stack with email confirmation is deployed:
 * `TABLE_NAME=<table> AWS_REGION=<region> npx tsx scripts/local/migrate-email-confirmed.ts`.
 */

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/lib/db/kit/client.js';
import { isConditionFailure } from '../../functions/lib/db/kit/condition-failure.js';
import { keys } from '../../functions/lib/db/kit/keys.js';
import { runMigrationOnce } from './run-migration.js';

async function migrateUser(item: Record<string, unknown>): Promise<void> {
  if (item.emailVerifiedAt !== undefined || item.emailPendingSince !== undefined) return;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.user(item.id as number),
        UpdateExpression: 'SET emailVerifiedAt = :at',
        ConditionExpression:
          'attribute_exists(pk) AND attribute_not_exists(emailVerifiedAt) AND attribute_not_exists(emailPendingSince)',
        ExpressionAttributeValues: { ':at': item.createdAt },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Marks every account made before email confirmation as confirmed, once; answers how many users it went through. */
export function migrateEmailConfirmed(): Promise<number> {
  return runMigrationOnce('email-confirmed-v1', 'user', migrateUser);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Went through ${await migrateEmailConfirmed()} accounts.`);
}
