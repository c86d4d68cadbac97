/**
 * One-off migration to the stream-kept search index and the work-arrangement field, idempotent and recorded by a
 * marker item so it runs once per table. For every job item: the entries of the old index (`TERM#…`, listed in the
 * job's `terms`) are deleted; the job gets its `workArrangement` (job type remote → remote; else a location naming
 * Remote or Hybrid; else on-site) and loses `terms`, which the stream indexer sees as a change and indexes; a job
 * already in the new shape is indexed directly.
 *
 * `npm start` and `npm run dev` run it at start. Deployed, run it once after the stack with the stream and the
 * indexer is deployed: `TABLE_NAME=<table> AWS_REGION=<region> npx tsx scripts/local/migrate-search-index.ts`.
 */
import { UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { type JobRecord, workArrangementOf } from '../../functions/lib/db/jobs/jobs-model.js';
import { db, tableName } from '../../functions/lib/db/kit/client.js';
import { keys } from '../../functions/lib/db/kit/keys.js';
import { batchWrite, indexJobChange } from '../../functions/lib/search/index-writer.js';
import { runMigrationOnce } from './run-migration.js';

type LegacyJob = JobRecord & { terms?: string[] };

async function migrateJob(job: LegacyJob): Promise<void> {
  const legacy = job.terms ?? [];
  await batchWrite(
    legacy.map((term) => ({ DeleteRequest: { Key: keys.legacyTermEntry(term, job.createdAt, job.id) } })),
  );
  if (job.terms === undefined && job.workArrangement) {
    await indexJobChange(undefined, job);
    return;
  }
  await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.job(job.id),
      UpdateExpression: 'SET workArrangement = :arrangement REMOVE terms',
      ConditionExpression: 'attribute_exists(pk)',
      ExpressionAttributeValues: { ':arrangement': workArrangementOf(job.jobType, job.workArrangement, job.location) },
    }),
  );
}

/** Migrates every job once; answers how many jobs it went through (0 when it had already run). */
export function migrateSearchIndex(): Promise<number> {
  return runMigrationOnce('search-index-v1', 'job', (item) => migrateJob(item as unknown as LegacyJob));
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Migrated ${await migrateSearchIndex()} jobs.`);
}
