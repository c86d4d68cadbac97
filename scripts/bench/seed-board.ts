/**
 * Seeds the benchmark board in steps (1,000 jobs, then 19,000 more, ...). The first jobs go through the real
 * createJob (one transaction each); every item those transactions write is compared with jobItems() for the same
 * job, and only when they are all identical does the rest go in through parallel BatchWriteItem calls of exactly
 * those items (DynamoDB Local takes ~2,700 item writes a second that way, far more than one transaction per job).
 * The count items the transactions would bump are added once at the end of each step. Then the real search
 * indexer reads the table's stream (scripts/local/stream-poller.ts, as the event source mapping does deployed) until
 * every job of the step is in the index, so the queries measure the index the product keeps.
 */
import { BatchWriteCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { createAccount } from '../../functions/lib/db/accounts.js';
import { createCategory, listCategories } from '../../functions/lib/db/categories.js';
import { db, tableName } from '../../functions/lib/db/client.js';
import { addOpenJobs } from '../../functions/lib/db/company-directory.js';
import { createJob } from '../../functions/lib/db/jobs.js';
import { keys } from '../../functions/lib/db/keys.js';
import type { Category } from '../../shared/types.js';
import { runApart } from '../local/seed/run-apart.js';
import { createStreamPoller, type StreamPoller } from '../local/stream-poller.js';
import { benchCategories, benchCompany, benchJob, companiesFor } from './generate-jobs.js';
import { canonical, type JobAuthorInfo, type JobItems, jobItems } from './job-items.js';
import type { ReadCounter } from './read-counter.js';
import { median, round } from './stats.js';

const BATCH = 25;
const PARALLEL_BATCHES = 8;
const PARALLEL_POSTS = 4;

export interface Board {
  now: Date;
  jobs: number;
  categories: Map<string, Category>;
  authors: JobAuthorInfo[];
  lastJobId: number;
  counter: ReadCounter;
}

export interface SeedFigures {
  toJobs: number;
  createJob?: { jobs: number; seconds: number; jobsPerSecond: number; itemsPerJob: { median: number; max: number } };
  equivalence?: { jobsCompared: number; itemsCompared: number; identical: boolean };
  bulk: { jobs: number; items: number; seconds: number; itemsPerSecond: number; jobsPerSecond: number };
  /** The stream records the indexer handled for this step, and how long it took. */
  index: { records: number; seconds: number };
  itemsPerJob: { median: number; max: number };
  seconds: number;
}

export async function prepareBoard(now: Date, counter: ReadCounter): Promise<Board> {
  for (const category of benchCategories) await createCategory(category); // in order: ids follow the list
  const categories = new Map((await listCategories()).map((category) => [category.name.toLowerCase(), category]));
  return { now, jobs: 0, categories, authors: [], lastJobId: 0, counter };
}

async function ensureCompanies(board: Board, jobs: number) {
  const missing = Array.from({ length: companiesFor(jobs) - board.authors.length }, (_, i) => board.authors.length + i);
  const made = new Map<number, JobAuthorInfo>();
  await runApart(
    missing.map((index) => ({
      locks: [],
      run: async () => {
        const company = benchCompany(index);
        const user = await createAccount({
          username: `bench.company${index}`,
          email: `jobs@company${index}.example.com`,
          name: company.name,
          role: 'company',
          passwordHash: 'not-a-real-hash',
          company: { name: company.name, location: company.location, description: `${company.name} is hiring.` },
        });
        made.set(index, { company: { id: user.companyId as number, name: company.name }, postedBy: user.id });
      },
    })),
    PARALLEL_POSTS,
  );
  for (const index of missing) board.authors.push(made.get(index) as JobAuthorInfo);
}

/** Posts jobs [from, to) through createJob and checks jobItems() against every item their transactions wrote. */
async function postThroughRepository(board: Board, from: number, to: number) {
  board.counter.takeTransactions();
  const started = performance.now();
  const posted: { id: number; index: number }[] = [];
  await runApart(
    Array.from({ length: to - from }, (_, i) => benchJob(from + i, board.now)).map((job) => ({
      locks: [`company${job.companyIndex}`, ...(job.input.categories ?? [])],
      run: async () => {
        const author = board.authors[job.companyIndex] as JobAuthorInfo;
        const created = await createJob(job.input, { ...author, createdAt: job.createdAt });
        posted.push({ id: created.id, index: job.index });
      },
    })),
    PARALLEL_POSTS,
  );
  const seconds = (performance.now() - started) / 1000;
  const sent = board.counter.takeTransactions();
  let itemsCompared = 0;
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
    const same = (a: object[], b: object[]) =>
      JSON.stringify(a.map((x) => canonical(x as Record<string, unknown>)).sort()) ===
      JSON.stringify(b.map((x) => canonical(x as Record<string, unknown>)).sort());
    if (!same(puts, expected.puts) || !same(counted, expected.counts)) {
      throw new Error(
        `The bulk path would not write what createJob wrote for job ${id}: check the category map and author fields in job-items.ts against jobs-write.ts`,
      );
    }
    itemsCompared += transaction.length;
    board.lastJobId = Math.max(board.lastJobId, id);
  }
  const sizes = sent.map((items) => items.length);
  return {
    createJob: {
      jobs: posted.length,
      seconds: round(seconds),
      jobsPerSecond: round(posted.length / seconds),
      itemsPerJob: { median: median(sizes), max: Math.max(...sizes) },
    },
    equivalence: { jobsCompared: posted.length, itemsCompared, identical: true },
    sizes,
  };
}

async function batchWrite(items: Record<string, unknown>[]) {
  let pending = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > 8) throw new Error('BatchWriteItem kept leaving items unprocessed');
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    const { UnprocessedItems } = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
    pending = (UnprocessedItems?.[tableName()] ?? []) as typeof pending;
  }
}

/** Writes jobs [from, to) with parallel BatchWriteItem calls, then adds their counts. */
async function bulkWrite(board: Board, from: number, to: number) {
  const started = performance.now();
  const counts = new Map<string, { key: { pk: string; sk: string }; delta: number }>();
  const sizes: number[] = [];
  let next = from;
  const queue: Record<string, unknown>[] = [];
  const take = (): Record<string, unknown>[] => {
    while (queue.length < BATCH && next < to) {
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
      queue.push(...built.puts);
      sizes.push(built.puts.length + built.counts.length);
      for (const key of built.counts) {
        const id = `${key.pk}|${key.sk}`;
        counts.set(id, { key, delta: (counts.get(id)?.delta ?? 0) + 1 });
      }
    }
    return queue.splice(0, BATCH);
  };
  let items = 0;
  await Promise.all(
    Array.from({ length: PARALLEL_BATCHES }, async () => {
      for (let batch = take(); batch.length > 0; batch = take()) {
        await batchWrite(batch);
        items += batch.length;
      }
    }),
  );
  const updates = [...counts.values()];
  await Promise.all(
    Array.from({ length: PARALLEL_BATCHES }, async () => {
      for (let entry = updates.pop(); entry; entry = updates.pop()) {
        const companyId = /^COMPANY#(\d+)$/.exec(entry.key.pk)?.[1];
        if (companyId) {
          await addOpenJobs(Number(companyId), entry.delta);
          items += 1;
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
        items += 1;
      }
    }),
  );
  // Later createJob calls (the write measurements) must get fresh ids.
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.counter('job'), value: board.lastJobId } }));
  const seconds = (performance.now() - started) / 1000;
  return {
    bulk: {
      jobs: to - from,
      items,
      seconds: round(seconds),
      itemsPerSecond: round(items / seconds, 0),
      jobsPerSecond: round((to - from) / seconds, 0),
    },
    sizes,
  };
}

/** One poller per board (process), so each step reads the stream from where the last one stopped. */
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

/** Grows the board to `jobs`; the very first `throughRepository` jobs go through createJob. */
export async function growBoard(board: Board, jobs: number, throughRepository: number): Promise<SeedFigures> {
  const started = performance.now();
  await ensureCompanies(board, jobs);
  const firstBulk = Math.min(jobs, Math.max(board.jobs, throughRepository));
  const repository = board.jobs < firstBulk ? await postThroughRepository(board, board.jobs, firstBulk) : undefined;
  const bulk = await bulkWrite(board, firstBulk, jobs);
  const index = await indexBoard();
  board.jobs = jobs;
  const sizes = [...(repository?.sizes ?? []), ...bulk.sizes];
  return {
    toJobs: jobs,
    ...(repository ? { createJob: repository.createJob, equivalence: repository.equivalence } : {}),
    bulk: bulk.bulk,
    index,
    itemsPerJob: { median: median(sizes), max: Math.max(...sizes) },
    seconds: round((performance.now() - started) / 1000),
  };
}
