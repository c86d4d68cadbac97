/**
 * One-off migration to remote as a work arrangement only: every job stored with the job type `remote` becomes a
 * remote job of the default contract type (full-time), so the Job Type and Work arrangement filters both find it.
 * Readers already show such a job that way (contractTypeOf); this makes the stored item, and through the stream
 * indexer its search entries, say the same. One conditional write per job on its version (a job edited meanwhile
 * was rewritten by its own write, which stores a contract type). Idempotent, run once per table.
 *
 * `npm start` and `npm run dev` run it at start. Deployed, run it once after the stack that stores contract types is
 * deployed: `TABLE_NAME=<table> AWS_REGION=<region> npx tsx scripts/local/migrate-remote-job-type.ts`.
 */

import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/lib/db/kit/client.js';
import { isConditionFailure } from '../../functions/lib/db/kit/condition-failure.js';
import { keys } from '../../functions/lib/db/kit/keys.js';
import { DEFAULT_CONTRACT_TYPE } from '../../shared/constants.js';
import { runMigrationOnce } from './run-migration.js';

async function migrateJob(item: Record<string, unknown>): Promise<void> {
  if (item.jobType !== 'remote') return;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.job(item.id as number),
        UpdateExpression: 'SET jobType = :contract, workArrangement = :remote, #version = #version + :one',
        ConditionExpression: '#version = :version',
        ExpressionAttributeNames: { '#version': 'version' },
        ExpressionAttributeValues: {
          ':contract': DEFAULT_CONTRACT_TYPE,
          ':remote': 'remote',
          ':one': 1,
          ':version': item.version,
        },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/** Migrates every job once; answers how many it went through (0 when it had already run). */
export function migrateRemoteJobType(): Promise<number> {
  return runMigrationOnce('remote-job-type-v1', 'job', migrateJob);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Migrated ${await migrateRemoteJobType()} jobs.`);
}
