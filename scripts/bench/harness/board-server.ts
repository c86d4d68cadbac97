/**
 * One benchmark board in its own process: a table of its own, the local server on it, and IPC commands for the
 * orchestrator (run.ts through board-child.ts). One process per board size lets the sizes be measured side by
 * side, request after request, so a busy moment of this shared machine hits both alike; and load generators
 * never share the server's event loop.
 */
import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { monitorEventLoopDelay } from 'node:perf_hooks';
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import { db, tableName } from '../../../functions/lib/db/kit/client.js';
import { keys } from '../../../functions/lib/db/kit/keys.js';
import { listJobs } from '../../../functions/lib/search/search-jobs.js';
import { createAppServer } from '../../../functions/local/server.js';
import { type JobQueryInput, jobQuerySchema } from '../../../shared/schemas/job-query.js';
import { measureAlertDigest } from '../measures/api/alert-digest.js';
import { timeSessionCheck } from '../measures/api/session-check.js';
import { measureWriteCost } from '../measures/api/write-cost.js';
import { measureMatching } from '../measures/matching/matching-quality.js';
import { measureIndexLag } from '../measures/search/index-lag.js';
import { measureRecall } from '../measures/search/search-recall.js';
import { countReads } from './read-counter.js';
import { type Board, boardIndexer, growBoard, prepareBoard } from './seed-board.js';
import { round } from './stats.js';

export type BoardRequest =
  | { cmd: 'grow'; jobs: number; throughRepository: number; now: string }
  | { cmd: 'facts' }
  | { cmd: 'reads' }
  | { cmd: 'listJobs'; query: JobQueryInput }
  | { cmd: 'rawGetItem'; jobIds: number[]; connections: number; seconds: number }
  | { cmd: 'bareHttpUrl' }
  | { cmd: 'loopDelayStart' }
  | { cmd: 'loopDelayStop' }
  | { cmd: 'writeCost'; jobs: number }
  | { cmd: 'recall'; pairs: number }
  | { cmd: 'indexLag'; writes: number }
  | { cmd: 'alertDigest'; alerts: number }
  | { cmd: 'matching' }
  | { cmd: 'sessionCheck'; cookies: string[]; runs: number };

const counter = countReads(db());
const server = createAppServer({});
let board: Board | undefined;
let histogram: ReturnType<typeof monitorEventLoopDelay> | undefined;
let stopStallTracker: (() => StallSplit | undefined) | undefined;

/** `connections` loops sending GetItem back to back for `seconds`: the floor our handler stack is compared to. */
async function rawGetItem(jobIds: number[], connections: number, seconds: number) {
  const latencies: number[] = [];
  const until = performance.now() + seconds * 1000;
  let turn = 0;
  await Promise.all(
    Array.from({ length: connections }, async () => {
      while (performance.now() < until) {
        const id = jobIds[turn++ % jobIds.length] as number;
        const started = performance.now();
        await db().send(new GetCommand({ TableName: tableName(), Key: keys.job(id) }));
        latencies.push(performance.now() - started);
      }
    }),
  );
  // Every time, not percentiles: get-job-load.ts puts several windows together into one distribution.
  return { requests: latencies.length, latenciesMs: latencies.map((ms) => round(ms, 2)) };
}

/**
 * The least any HTTP service of this item can do: node:http, one GetItem, JSON out; no routing, middleware,
 * validation, logging or headers. GET /api/jobs/{id} is measured against it too, so the report tells the cost of
 * serving HTTP at all on this machine (parsing, sockets, the load generator on the same cores) from our stack's.
 */
let bareHttpUrl: Promise<string> | undefined;
function startBareHttp(): Promise<string> {
  const bare = createServer(async (request, response) => {
    const id = Number(request.url?.split('/').pop());
    const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: keys.job(id) }));
    response.writeHead(Item ? 200 : 404, { 'content-type': 'application/json' });
    response.end(JSON.stringify(Item ?? { message: 'Job not found' }));
  });
  return new Promise((resolve) =>
    bare.listen(0, '127.0.0.1', () => resolve(`http://127.0.0.1:${(bare.address() as AddressInfo).port}`)),
  );
}

/** This (main) thread's time on a CPU and waiting in the run queue for one, in ms; undefined off Linux. */
function schedstat(): { onCpuMs: number; waitingMs: number } | undefined {
  try {
    const [onCpu = 0, waiting = 0] = readFileSync('/proc/thread-self/schedstat', 'utf8').split(' ').map(Number);
    return { onCpuMs: onCpu / 1e6, waitingMs: waiting / 1e6 };
  } catch {
    return undefined;
  }
}

interface StallSplit {
  /** The latest a 2 ms timer ran, and how much of that the main thread was runnable but not given a CPU. */
  worstLateMs: number;
  worstLateWaitingForCpuMs: number;
  /** The longest lateness left once the run-queue wait is taken out: the loop held by this process itself. */
  longestHeldMs: number;
}

const STALL_TICK_MS = 2;

/** Tells the loop held by this process (its work, GC, a lock) from the OS running something else instead. */
function startStallTracker(): () => StallSplit | undefined {
  let worst = { lateMs: 0, waitingMs: 0 };
  let longestHeldMs = 0;
  let previous = performance.now();
  let before = schedstat();
  const timer = setInterval(() => {
    const now = performance.now();
    const after = schedstat();
    const lateMs = Math.max(0, now - previous - STALL_TICK_MS);
    const waitingMs = before && after ? Math.min(lateMs, after.waitingMs - before.waitingMs) : 0;
    if (lateMs > worst.lateMs) worst = { lateMs, waitingMs };
    longestHeldMs = Math.max(longestHeldMs, lateMs - waitingMs);
    previous = now;
    before = after;
  }, STALL_TICK_MS);
  return () => {
    clearInterval(timer);
    if (!before) return undefined;
    return {
      worstLateMs: round(worst.lateMs),
      worstLateWaitingForCpuMs: round(worst.waitingMs),
      longestHeldMs: round(longestHeldMs),
    };
  };
}

function stopLoopDelay() {
  if (!histogram) throw new Error('loopDelayStart was not called');
  histogram.disable();
  const ms = (ns: number) => round(ns / 1e6);
  const result = {
    maxMs: ms(histogram.max),
    p99Ms: ms(histogram.percentile(99)),
    meanMs: ms(histogram.mean),
    ...stopStallTracker?.(),
  };
  histogram = undefined;
  stopStallTracker = undefined;
  return result;
}

async function answer(request: BoardRequest): Promise<unknown> {
  switch (request.cmd) {
    case 'grow':
      board ??= await prepareBoard(new Date(request.now), counter);
      return growBoard(board, request.jobs, request.throughRepository);
    case 'facts':
      return { firstCompanyId: board?.authors[0]?.company.id, lastJobId: board?.lastJobId, jobs: board?.jobs };
    case 'reads':
      return counter.take();
    case 'listJobs': {
      const page = await listJobs(v.parse(jobQuerySchema, request.query));
      return { itemsRead: page.itemsRead, results: page.jobs.length };
    }
    case 'rawGetItem':
      return rawGetItem(request.jobIds, request.connections, request.seconds);
    case 'bareHttpUrl':
      bareHttpUrl ??= startBareHttp();
      return bareHttpUrl;
    case 'loopDelayStart':
      // 1 ms: the histogram counts its own interval (an idle loop reads ~resolution), so that is its error.
      histogram = monitorEventLoopDelay({ resolution: 1 });
      histogram.enable();
      stopStallTracker = startStallTracker();
      return {};
    case 'loopDelayStop':
      return stopLoopDelay();
    case 'writeCost':
      if (!board) throw new Error('grow the board first');
      return measureWriteCost(board, request.jobs);
    case 'recall':
      return measureRecall(board?.lastJobId ?? 0, request.pairs);
    case 'indexLag':
      if (!board) throw new Error('grow the board first');
      return measureIndexLag(board, request.writes, boardIndexer());
    case 'alertDigest':
      if (!board) throw new Error('grow the board first');
      return measureAlertDigest(board, request.alerts);
    case 'matching':
      if (!board) throw new Error('grow the board first');
      return measureMatching(board.jobs, board.now, counter);
    case 'sessionCheck':
      return timeSessionCheck(request.cookies, request.runs);
  }
}

process.on('message', (message: BoardRequest & { id: number }) => {
  answer(message).then(
    (result) => process.send?.({ id: message.id, result }),
    (error: unknown) => process.send?.({ id: message.id, error: error instanceof Error ? error.stack : String(error) }),
  );
});
process.on('disconnect', () => {
  server.closeAllConnections();
  server.close(() => process.exit(0));
});
server.listen(0, '127.0.0.1', () => process.send?.({ ready: (server.address() as AddressInfo).port }));
