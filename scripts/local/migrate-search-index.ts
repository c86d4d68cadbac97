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
import { GetCommand, PutCommand, ScanCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../functions/lib/db/client.js';
import { type JobRecord, workArrangementOf } from '../../functions/lib/db/jobs-model.js';
import { keys } from '../../functions/lib/db/keys.js';
import { batchWrite, indexJobChange } from '../../functions/lib/search/index-writer.js';

const MARKER = { pk: 'MIGRATION', sk: 'search-index-v1' };

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
export async function migrateSearchIndex(): Promise<number> {
  const marker = await db().send(new GetCommand({ TableName: tableName(), Key: MARKER }));
  if (marker.Item) return 0;
  let migrated = 0;
  let startKey: Record<string, unknown> | undefined;
  do {
    // A one-off pass over the table, never on a request path.
    const page = await db().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: '#type = :job',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':job': 'job' },
        ExclusiveStartKey: startKey,
      }),
    );
    for (const item of page.Items ?? []) await migrateJob(item as LegacyJob);
    migrated += page.Items?.length ?? 0;
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  await db().send(
    new PutCommand({ TableName: tableName(), Item: { ...MARKER, jobs: migrated, at: new Date().toISOString() } }),
  );
  return migrated;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(`Migrated ${await migrateSearchIndex()} jobs.`);
}
