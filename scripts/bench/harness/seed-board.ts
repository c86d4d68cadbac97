/**
 * Seeds the benchmark board in steps (1,000 jobs, then 19,000 more, ...). The first jobs go through the real
 * createJob (one transaction each) and the real search indexer reading the table's stream
 * (functions/local/stream-poller.ts, as the event source mapping does deployed). Every item those transactions wrote
 * is compared with jobItems() for the same job, and every index entry and vocabulary word the indexer wrote with
 * what jobItems() derives for the index; only when all are identical does the rest go in through parallel
 * BatchWriteItem calls of exactly those items (bulk-write.ts), job items and index entries together, with the
 * table's stream turned off meanwhile: the indexer would otherwise read back, one record at a time, the very
 * entries just written (a 20,000-job board is some 860,000 items). The count items the transactions would bump are
 * added once at the end of each step; then the stream is turned on again and a fresh poller follows it, so later
 * writes (the write cost, the index lag) go through the real indexer again.
 */
import { UpdateTableCommand } from '@aws-sdk/client-dynamodb';
import { PutCommand, ScanCommand, type ScanCommandOutput, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createAccount } from '../../../functions/lib/db/accounts/accounts.js';
import { createCategory, listCategories } from '../../../functions/lib/db/catalog/categories.js';
import { addOpenJobs } from '../../../functions/lib/db/companies/company-directory.js';
import { db, tableName } from '../../../functions/lib/db/kit/client.js';
import { keys } from '../../../functions/lib/db/kit/keys.js';
import { createTableInput } from '../../../functions/lib/db/kit/table-definition.js';
import { localClient } from '../../../functions/local/dynamodb.js';
import { createStreamPoller, type StreamPoller } from '../../../functions/local/stream-poller.js';
import { createdJob } from '../../../functions/testing/created-job.js';
import type { Category } from '../../../shared/types.js';
import { runApart } from '../../local/seed/run-apart.js';
import { PARALLEL_BATCHES, putAll } from './bulk-write.js';
import { benchCategories, benchCompany, benchJob, companiesFor } from './generate-jobs.js';
import { canonical, type JobAuthorInfo, type JobItems, jobItems } from './job-items.js';
import type { ReadCounter } from './read-counter.js';
import { median, round } from './stats.js';

const PARALLEL_POSTS = 4;

export interface Board {
  now: Date;
  jobs: number;
  categories: Map<string, Category>;
  authors: JobAuthorInfo[];
  lastJobId: number;
  counter: ReadCounter;
  /** The vocabulary words stored so far (the bulk path adds each new word once, as the indexer does). */
  words: Set<string>;
}

export interface SeedFigures {
  toJobs: number;
  createJob?: { jobs: number; seconds: number; jobsPerSecond: number; itemsPerJob: { median: number; max: number } };
  /** Items of createJob's transactions, and index items (entries and words) the indexer wrote, compared. */
  equivalence?: { jobsCompared: number; itemsCompared: number; indexItemsCompared: number; identical: boolean };
  /** Job items, count updates, index entries and new vocabulary words written in bulk. */
  bulk: {
    jobs: number;
    items: number;
    indexItems: number;
    seconds: number;
    itemsPerSecond: number;
    jobsPerSecond: number;
    parallelCalls: number;
  };
  /** The stream records the real indexer handled for the jobs posted through createJob, and how long it took. */
  index: { records: number; seconds: number };
  /** Items createJob's transaction writes per job. */
  itemsPerJob: { median: number; max: number };
  /** Index entries per job (the indexer's puts for a new job). */
  indexEntriesPerJob: { median: number; max: number };
  seconds: number;
}

export async function prepareBoard(now: Date, counter: ReadCounter): Promise<Board> {
  for (const category of benchCategories) await createCategory(category); // in order: ids follow the list
  const categories = new Map((await listCategories()).map((category) => [category.name.toLowerCase(), category]));
  return { now, jobs: 0, categories, authors: [], lastJobId: 0, counter, words: new Set() };
}

async function ensureCompanies(board: Board, jobs: number) {
  const missing = Array.from({ length: companiesFor(jobs) - board.authors.length }, (_, i) => board.authors.length + i);
  const made = new Map<number, JobAuthorInfo>();
  await runApart(
    missing.map((index) => ({
      locks: [],
      run: async () => {
        const company = benchCompany(index);
        const account = await createAccount({
          username: `bench.company${index}`,
          email: `jobs@company${index}.example.com`,
          name: company.name,
          role: 'company',
          passwordHash: 'not-a-real-hash',
          company: { name: company.name, location: company.location, description: `${company.name} is hiring.` },
        });
        if (!account.ok) throw new Error(`Bench company ${company.name} not created: ${account.reason}`);
        const { user } = account;
        made.set(index, { company: { id: user.companyId as number, name: company.name }, postedBy: user.id });
      },
    })),
    PARALLEL_POSTS,
  );
  for (const index of missing) board.authors.push(made.get(index) as JobAuthorInfo);
}

const sameItems = (a: object[], b: object[]) =>
  JSON.stringify(a.map((x) => canonical(x as Record<string, unknown>)).sort()) ===
  JSON.stringify(b.map((x) => canonical(x as Record<string, unknown>)).sort());

const vocabularyItem = (word: string) => ({ ...keys.vocabulary(word), type: 'word' });

/** Every index item in the table (posting entries and vocabulary words): a Scan, fine on the small first step. */
async function storedIndexItems(): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  let start: Record<string, unknown> | undefined;
  do {
    const page: ScanCommandOutput = await db().send(
      new ScanCommand({
        TableName: tableName(),
        FilterExpression: 'begins_with(pk, :post) OR begins_with(pk, :vocab)',
        ExpressionAttributeValues: { ':post': 'POST#', ':vocab': 'VOCAB#' },
        ...(start ? { ExclusiveStartKey: start } : {}),
      }),
    );
    items.push(...(page.Items ?? []));
    start = page.LastEvaluatedKey;
  } while (start);
  return items;
}

/**
 * Posts jobs [from, to) through createJob, lets the real indexer index them from the stream, and checks jobItems()
 * against every item the transactions wrote and every index item the indexer wrote.
 */
async function postThroughRepository(board: Board, from: number, to: number) {
  board.counter.takeTransactions();
  const started = performance.now();
  const posted: { id: number; index: number }[] = [];
  await runApart(
    Array.from({ length: to - from }, (_, i) => benchJob(from + i, board.now)).map((job) => ({
      locks: [`company${job.companyIndex}`, ...(job.input.categories ?? [])],
      run: async () => {
        const author = board.authors[job.companyIndex] as JobAuthorInfo;
        const created = await createdJob(job.input, { ...author, createdAt: job.createdAt });
        posted.push({ id: created.id, index: job.index });
      },
    })),
    PARALLEL_POSTS,
  );
  const seconds = (performance.now() - started) / 1000;
  const sent = board.counter.takeTransactions();
  const index = await indexBoard();
  let itemsCompared = 0;
  const expectedIndex: Record<string, unknown>[] = [];
  const entryCounts: number[] = [];
  for (const { id, index } of posted) {
    const job = benchJob(index, board.now);
    const expected = jobItems(
      id,
      job.input,
      board.authors[job.companyIndex] as JobAuthorInfo,
      job.createdAt,
      board.categories,
    );
    const transaction = sent.find((items) =>
      items.some((item) => (item.Put as { Item?: { pk?: string } })?.Item?.pk === `JOB#${id}`),
    );
    if (!transaction) throw new Error(`No transaction found for job ${id}`);
    const puts = transaction.flatMap((item) =>
      item.Put ? [(item.Put as { Item: Record<string, unknown> }).Item] : [],
    );
    const counted = transaction.flatMap((item) => (item.Update ? [(item.Update as { Key: object }).Key] : []));
    if (!sameItems(puts, expected.puts) || !sameItems(counted, expected.counts)) {
      throw new Error(
        `The bulk path would not write what createJob wrote for job ${id}: check the category map and author fields in job-items.ts against jobs-write.ts`,
      );
    }
    itemsCompared += transaction.length;
    expectedIndex.push(...expected.index);
    entryCounts.push(expected.index.length);
    for (const word of expected.words) board.words.add(word);
    board.lastJobId = Math.max(board.lastJobId, id);
  }
  expectedIndex.push(...[...board.words].map(vocabularyItem));
  const storedIndex = await storedIndexItems();
  if (!sameItems(storedIndex, expectedIndex)) {
    throw new Error(
      `The bulk path would not write the index the stream indexer wrote (${storedIndex.length} items stored, ${expectedIndex.length} derived): check job-items.ts against functions/workers/index-jobs.ts`,
    );
  }
  const sizes = sent.map((items) => items.length);
  return {
    createJob: {
      jobs: posted.length,
      seconds: round(seconds),
      jobsPerSecond: round(posted.length / seconds),
      itemsPerJob: { median: median(sizes), max: Math.max(...sizes) },
    },
    equivalence: {
      jobsCompared: posted.length,
      itemsCompared,
      indexItemsCompared: storedIndex.length,
      identical: true,
    },
    index,
    sizes,
    entryCounts,
  };
}

/** Turns the table's stream off (bulk writes) or on again (a new stream, read from its start by a new poller). */
async function setStream(enabled: boolean) {
  const client = localClient(process.env.DYNAMODB_ENDPOINT as string);
  try {
    await client.send(
      new UpdateTableCommand({
        TableName: tableName(),
        StreamSpecification: enabled ? createTableInput(tableName()).StreamSpecification : { StreamEnabled: false },
      }),
    );
  } finally {
    client.destroy();
  }
}

/** Adds the count items' deltas with UpdateItem, the way the transactions' ADDs would have. */
async function addCounts(counts: Map<string, { key: { pk: string; sk: string }; delta: number }>) {
  const updates = [...counts.values()];
  await Promise.all(
    Array.from({ length: PARALLEL_BATCHES }, async () => {
      for (let entry = updates.pop(); entry; entry = updates.pop()) {
        const companyId = /^COMPANY#(\d+)$/.exec(entry.key.pk)?.[1];
        if (companyId) {
          await addOpenJobs(Number(companyId), entry.delta);
          continue;
        }
        await db().send(
          new UpdateCommand({
            TableName: tableName(),
            Key: entry.key,
            UpdateExpression: 'ADD jobCount :delta',
            ExpressionAttributeValues: { ':delta': entry.delta },
          }),
        );
      }
    }),
  );
  return counts.size;
}

/** Writes jobs [from, to) and their index entries with parallel BatchWriteItem calls, then adds their counts. */
async function bulkWrite(board: Board, from: number, to: number) {
  const started = performance.now();
  const counts = new Map<string, { key: { pk: string; sk: string }; delta: number }>();
  const sizes: number[] = [];
  const entryCounts: number[] = [];
  let indexItems = 0;
  let next = from;
  const more = (): Record<string, unknown>[] => {
    if (next >= to) return [];
    const job = benchJob(next, board.now);
    next += 1;
    board.lastJobId += 1;
    const built: JobItems = jobItems(
      board.lastJobId,
      job.input,
      board.authors[job.companyIndex] as JobAuthorInfo,
      job.createdAt,
      board.categories,
    );
    sizes.push(built.puts.length + built.counts.length);
    entryCounts.push(built.index.length);
    for (const key of built.counts) {
      const id = `${key.pk}|${key.sk}`;
      counts.set(id, { key, delta: (counts.get(id)?.delta ?? 0) + 1 });
    }
    const newWords = built.words.filter((word) => !board.words.has(word));
    for (const word of newWords) board.words.add(word);
    indexItems += built.index.length + newWords.length;
    return [...built.puts, ...built.index, ...newWords.map(vocabularyItem)];
  };
  await setStream(false);
  let items = await putAll(more);
  items += await addCounts(counts);
  // Later createJob calls (the write measurements) must get fresh ids.
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.counter('job'), value: board.lastJobId } }));
  await setStream(true);
  await indexer?.stop();
  indexer = undefined;
  const seconds = (performance.now() - started) / 1000;
  return {
    bulk: {
      jobs: to - from,
      items,
      indexItems,
      seconds: round(seconds),
      itemsPerSecond: round(items / seconds, 0),
      jobsPerSecond: round((to - from) / seconds, 0),
      parallelCalls: PARALLEL_BATCHES,
    },
    sizes,
    entryCounts,
  };
}

/** One poller per board (process) and stream, so each drain reads the stream from where the last one stopped. */
let indexer: StreamPoller | undefined;

export function boardIndexer(): StreamPoller {
  indexer ??= createStreamPoller({ endpoint: process.env.DYNAMODB_ENDPOINT as string, tableName: tableName() });
  return indexer;
}

async function indexBoard(): Promise<SeedFigures['index']> {
  const indexer = boardIndexer();
  const started = performance.now();
  const records = await indexer.drain();
  if (indexer.deadLetters.length > 0)
    throw new Error(`The indexer dead-lettered ${indexer.deadLetters.length} records`);
  return { records, seconds: round((performance.now() - started) / 1000) };
}

const spread = (values: number[]) => ({ median: median(values), max: Math.max(...values) });

/** Grows the board to `jobs`; the very first `throughRepository` jobs go through createJob and the indexer. */
export async function growBoard(board: Board, jobs: number, throughRepository: number): Promise<SeedFigures> {
  const started = performance.now();
  await ensureCompanies(board, jobs);
  const firstBulk = Math.min(jobs, Math.max(board.jobs, throughRepository));
  const repository = board.jobs < firstBulk ? await postThroughRepository(board, board.jobs, firstBulk) : undefined;
  const bulk = firstBulk < jobs ? await bulkWrite(board, firstBulk, jobs) : undefined;
  board.jobs = jobs;
  const sizes = [...(repository?.sizes ?? []), ...(bulk?.sizes ?? [])];
  const entryCounts = [...(repository?.entryCounts ?? []), ...(bulk?.entryCounts ?? [])];
  return {
    toJobs: jobs,
    ...(repository ? { createJob: repository.createJob, equivalence: repository.equivalence } : {}),
    bulk: bulk?.bulk ?? {
      jobs: 0,
      items: 0,
      indexItems: 0,
      seconds: 0,
      itemsPerSecond: 0,
      jobsPerSecond: 0,
      parallelCalls: PARALLEL_BATCHES,
    },
    index: repository?.index ?? { records: 0, seconds: 0 },
    itemsPerJob: spread(sizes),
    indexEntriesPerJob: spread(entryCounts),
    seconds: round((performance.now() - started) / 1000),
  };
}
