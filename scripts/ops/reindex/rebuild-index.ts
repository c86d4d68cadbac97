/**
 * Rebuilds the search index (the posting entries, search/postings.ts) from the job items alone: after a restore into
 * a new table whose stream never saw the jobs written, after an analyzer change (new terms for the same jobs), or
 * to repair an index a failed indexer left behind. Two passes, each a paged Scan, so memory stays one page whatever
 * the table's size:
 *
 * 1. every job item: its entries written as the stream indexer writes a new job (search/index-writer.ts: puts of
 *    every entry of a listed job, its new vocabulary words); an unlisted job has none;
 * 2. every posting entry: kept when the current job (read strongly consistent) still derives it, deleted otherwise
 *    (a job gone, unlisted, or an old analyzer's term).
 *
 * Search keeps answering all along: entries are overwritten in place and stale ones leave only in pass 2. Run it
 * while the board's writes are quiet; a job changed during the run is indexed by the stream as usual, and a second
 * run settles any entry caught between the two. The vocabulary ("Did you mean") only grows, as with the indexer.
 */
import { GetCommand, ScanCommand, type ScanCommandOutput } from '@aws-sdk/lib-dynamodb';
import type { JobRecord } from '../../../functions/lib/db/jobs/jobs-model.js';
import { db, tableName } from '../../../functions/lib/db/kit/client.js';
import { keys } from '../../../functions/lib/db/kit/keys.js';
import { readJobItem } from '../../../functions/lib/db/records/job.js';
import { batchWrite, indexJobChange } from '../../../functions/lib/search/index-writer.js';
import { postingEntries } from '../../../functions/lib/search/postings.js';

/** Items per Scan page: a page and its writes are all that is held at once. */
const PAGE_ITEMS = 200;
/** Jobs indexed side by side, as the stream indexer does (index-jobs.ts). */
const PARALLEL_JOBS = 4;

export interface ReindexResult {
  jobs: number;
  /** Jobs that are listed, so have entries. */
  listedJobs: number;
  /** Entries and vocabulary words written in pass 1. */
  written: number;
  /** Posting entries pass 2 looked at, and those it deleted. */
  entriesChecked: number;
  staleDeleted: number;
}

async function* scanPages(filter: Omit<ConstructorParameters<typeof ScanCommand>[0], 'TableName'>) {
  let startKey: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await db().send(
      new ScanCommand({ TableName: tableName(), Limit: PAGE_ITEMS, ExclusiveStartKey: startKey, ...filter }),
    );
    yield page.Items ?? [];
    startKey = page.LastEvaluatedKey;
  } while (startKey);
}

async function inParallel<T>(items: T[], run: (item: T) => Promise<void>): Promise<void> {
  const pending = [...items];
  const worker = async () => {
    for (let item = pending.shift(); item !== undefined; item = pending.shift()) await run(item);
  };
  await Promise.all(Array.from({ length: PARALLEL_JOBS }, worker));
}

async function currentJob(id: number): Promise<JobRecord | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.job(id), ConsistentRead: true }));
  return Item?.type === 'job' ? readJobItem(Item) : undefined;
}

export async function rebuildSearchIndex(log: (line: string) => void = () => undefined): Promise<ReindexResult> {
  const result: ReindexResult = { jobs: 0, listedJobs: 0, written: 0, entriesChecked: 0, staleDeleted: 0 };
  const jobsOnly = {
    FilterExpression: '#type = :job',
    ExpressionAttributeNames: { '#type': 'type' },
    ExpressionAttributeValues: { ':job': 'job' },
  };
  for await (const items of scanPages(jobsOnly)) {
    await inParallel(items, async (item) => {
      const job = readJobItem(item);
      result.jobs += 1;
      if (postingEntries(job).size > 0) result.listedJobs += 1;
      // Awaited first: `written += await …` would read the count before the await and lose the other workers' adds.
      const written = await indexJobChange(undefined, job);
      result.written += written;
    });
    log(`  pass 1: ${result.jobs} jobs, ${result.written} entries and words written`);
  }

  const postingsOnly = {
    FilterExpression: 'begins_with(pk, :post)',
    ExpressionAttributeValues: { ':post': keys.posting('').pk },
  };
  for await (const items of scanPages(postingsOnly)) {
    const wanted = new Map<number, Set<string>>();
    await inParallel([...new Set(items.map((item) => item.id as number))], async (id) => {
      wanted.set(id, new Set(postingEntries(await currentJob(id)).keys()));
    });
    const stale = items.filter((item) => !wanted.get(item.id as number)?.has(`${item.pk}|${item.sk}`));
    await batchWrite(stale.map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } })));
    result.entriesChecked += items.length;
    result.staleDeleted += stale.length;
    log(`  pass 2: ${result.entriesChecked} entries checked, ${result.staleDeleted} stale deleted`);
  }
  return result;
}
