/**
 * One-off migration for the retention worker's index (docs/data-model.md, "Applications"): every application
 * stored before gsi4 existed and still holding its copies (no `personalDataRemovedAt`) gets the sparse index keys
 * `keys.applicationWithCopies`, so the daily retention run finds it with a Query. One conditional write per
 * application; idempotent, run once per table.
 *
 * `npm start` and `npm run dev` run it at start. Deployed, run it once after the stack with gsi4 is deployed:
 * `TABLE_NAME=<table> AWS_REGION=<region> npx tsx scripts/local/migrate-application-copies.ts`.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/lib/db/kit/client.js';
import { isConditionFailure } from '../../functions/lib/db/kit/condition-failure.js';
import { keys } from '../../functions/lib/db/kit/keys.js';
import { fromApplicationItem } from '../../functions/lib/db/records/application.js';
import { runMigrationOnce } from './run-migration.js';

async function migrateApplication(item: Record<string, unknown>): Promise<void> {
  if (item.personalDataRemovedAt !== undefined || item.gsi4pk !== undefined) return;
  const { id, jobId } = fromApplicationItem(item);
  const { gsi4pk, gsi4sk } = keys.applicationWithCopies(jobId, id);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.application(id),
        UpdateExpression: 'SET gsi4pk = :pk, gsi4sk = :sk',
        // Cleared meanwhile, or deleted with its account: nothing to index.
        ConditionExpression: 'attribute_exists(pk) AND attribute_not_exists(personalDataRemovedAt)',
        ExpressionAttributeValues: { ':pk': gsi4pk, ':sk': gsi4sk },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Puts every application still holding its copies in the retention index, once; answers how many it went through. */
export function migrateApplicationCopies(): Promise<number> {
  return runMigrationOnce('application-copies-v1', 'application', migrateApplication);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Went through ${await migrateApplicationCopies()} applications.`);
}
