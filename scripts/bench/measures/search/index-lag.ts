/**
 * Index lag: how long after a write's answer the search reflects it, with the stream poller running in the
 * background as under `npm start` (it reads DynamoDB Local's stream as soon as a write wakes it, and runs the real
 * indexer).
 * Each job is posted through createJob with a word no other job has, then searched for every few milliseconds
 * until it is found; then it is deactivated and searched for until the total says no job matches (the list
 * already hides an inactive job from its first answer; the total counts the posting entries, so it shows when the
 * index has caught up). The floor beside it, in the same minutes: one GetItem's latency.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import { createJob, updateJob } from '../../../../functions/lib/db/jobs/jobs.js';
import { db, tableName } from '../../../../functions/lib/db/kit/client.js';
import { keys } from '../../../../functions/lib/db/kit/keys.js';
import { listJobs } from '../../../../functions/lib/search/search-jobs.js';
import { IDLE_POLL_MS, type StreamPoller } from '../../../../functions/local/stream-poller.js';
import { afterEachWrite } from '../../../../functions/local/write-signal.js';
import { createdJob } from '../../../../functions/testing/created-job.js';
import { jobQuerySchema } from '../../../../shared/schemas/job-query.js';
import { benchJob } from '../../harness/generate-jobs.js';
import type { JobAuthorInfo } from '../../harness/job-items.js';
import type { Board } from '../../harness/seed-board.js';
import { type Spread, spread } from '../../harness/stats.js';

const SEARCH_EVERY_MS = 10;
const GIVE_UP_MS = 30_000;

export interface IndexLagFigures {
  /** The poller's longest pause on an idle stream; each write wakes it, as under `npm start`. */
  idlePollMs: number;
  postedMs: Spread;
  deactivatedMs: Spread;
  /** Writes not reflected within GIVE_UP_MS. */
  neverReflected: number;
  getItemFloorMs: Spread;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A word of letters only that no generated job has: 'zqlag' and the index in letters. */
const probeWord = (index: number) =>
  `zqlag${index
    .toString(26)
    .split('')
    .map((digit) => String.fromCharCode(97 + Number.parseInt(digit, 26)))
    .join('')}`;

/** Milliseconds until `reflected()` holds, or undefined after `giveUpMs`. */
async function waitFor(reflected: () => Promise<boolean>, giveUpMs = GIVE_UP_MS): Promise<number | undefined> {
  const started = performance.now();
  while (performance.now() - started < giveUpMs) {
    if (await reflected()) return performance.now() - started;
    await sleep(SEARCH_EVERY_MS);
  }
  return undefined;
}

const search = (word: string) => listJobs(v.parse(jobQuerySchema, { search: word, limit: '1' }));

async function getItemMs(id: number): Promise<number> {
  const started = performance.now();
  await db().send(new GetCommand({ TableName: tableName(), Key: keys.job(id) }));
  return performance.now() - started;
}

export async function measureIndexLag(
  board: Board,
  writes: number,
  follow: Pick<StreamPoller, 'start' | 'wake'>,
): Promise<IndexLagFigures> {
  follow.start();
  afterEachWrite(db(), () => follow.wake());
  // One unmeasured write first: the lag is that of a running indexer (as under `npm start`), not the poller's own
  // start (finding the table's stream, new after the bulk seed turned it off and on, and its shards).
  const warmUpWord = probeWord(writes);
  const warmUpJob = benchJob(writes, board.now).input;
  await createJob(
    { ...warmUpJob, description: `${warmUpJob.description} ${warmUpWord}` },
    { ...(board.authors[0] as JobAuthorInfo), createdAt: new Date().toISOString() },
  );
  await waitFor(async () => (await search(warmUpWord)).total > 0, 120_000);
  const posted: number[] = [];
  const deactivated: number[] = [];
  const floor: number[] = [];
  let neverReflected = 0;
  for (let i = 0; i < writes; i++) {
    const word = probeWord(i);
    const job = benchJob(i, board.now);
    const author = board.authors[job.companyIndex % board.authors.length] as JobAuthorInfo;
    const input = { ...job.input, description: `${job.input.description} ${word}` };
    const created = await createdJob(input, { ...author, createdAt: new Date().toISOString() });
    const found = await waitFor(async () => (await search(word)).jobs.some((one) => one.id === created.id));
    await updateJob(created.id, { isActive: false });
    const gone = await waitFor(async () => (await search(word)).total === 0);
    for (const [lag, into] of [
      [found, posted],
      [gone, deactivated],
    ] as const) {
      if (lag === undefined) neverReflected += 1;
      else into.push(lag);
    }
    floor.push(await getItemMs(created.id));
  }
  return {
    idlePollMs: IDLE_POLL_MS,
    postedMs: spread(posted),
    deactivatedMs: spread(deactivated),
    neverReflected,
    getItemFloorMs: spread(floor),
  };
}
