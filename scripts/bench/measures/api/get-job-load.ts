/**
 * GET /api/jobs/{id} under load: autocannon at 10 connections through the local server and the whole handler
 * stack, against raw GetItem calls at 10 at a time from inside the same server process (same client, same
 * DynamoDB Local), in the same run. Both rotate over the same job ids. The requests carry a browser's
 * Accept-Encoding, so work the server does only for browsers (compression) is measured too.
 *
 * A third side, the bare HTTP floor (board-server.ts: node:http and one GetItem, nothing else), is loaded by
 * autocannon like the handler: what serving HTTP at all costs on this machine, so the report can tell that cost
 * from our stack's own.
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import type { BoardChild } from '../../harness/board-child.js';
import { percentile, round } from '../../harness/stats.js';

const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };
/** autocannon takes `headers` for every request; the package's typings here (autocannon.d.ts) leave it out. */
type LoadOptions = Parameters<typeof autocannon>[0] & { headers: Record<string, string> };

export interface GetJobFigures {
  connections: number;
  seconds: number;
  handler: { requestsPerSecond: number; p50Ms: number; p99Ms: number; requests: number; errors: number };
  rawGetItem: { requestsPerSecond: number; p50Ms: number; p99Ms: number; requests: number };
  bareHttp: { requestsPerSecond: number; p50Ms: number; p99Ms: number; requests: number; errors: number };
  /** Handler against raw GetItem: the goal. */
  ratio: number;
  /** The bare HTTP floor against raw GetItem: the most any HTTP service of the item reached here. */
  bareHttpRatio: number;
  /** Handler against the bare HTTP floor: what our stack itself costs. */
  handlerToBareHttp: number;
  /** The machine's 1-minute load average before and after: on 2 shared cores it decides the tail. */
  loadAverage: { before: number; after: number };
}

/** One load window of either side: how many requests it completed, and each one's time. */
interface LoadWindow {
  requests: number;
  latenciesMs: number[];
}

/** autocannon at `connections` for `seconds` on `url` + pathFor(id), rotating over the ids. */
async function throughHttp(
  url: string,
  pathFor: (id: number) => string,
  jobIds: number[],
  connections: number,
  seconds: number,
) {
  let turn = 0;
  const options: LoadOptions = {
    url,
    connections,
    duration: seconds,
    headers: BROWSER_HEADERS,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: pathFor(jobIds[turn++ % jobIds.length] as number) }),
      },
    ],
  };
  const latenciesMs: number[] = [];
  const result = await autocannon(options).on('response', (_client, _status, _bytes, ms) => latenciesMs.push(ms));
  return {
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
    latenciesMs,
  };
}

const handlerPath = (id: number) => `/api/jobs/${id}`;
const barePath = (id: number) => `/${id}`;

/**
 * Alternating short windows, handler, raw GetItem then the bare HTTP floor, up to ROUNDS times: a change in the
 * machine's load during the run then falls on all three alike instead of on whichever went last. Throughput is the
 * sum over the windows, and the percentiles are those of all the windows' response times together.
 */
const ROUNDS = 5;

export async function measureGetJob(
  board: BoardChild,
  jobIds: number[],
  options: { connections: number; seconds: number },
): Promise<GetJobFigures> {
  const { connections, seconds } = options;
  const bareUrl = await board.ask<string>({ cmd: 'bareHttpUrl' });
  await throughHttp(board.url, handlerPath, jobIds, connections, 1); // warm-up: handler loaded, sockets open
  await board.ask({ cmd: 'rawGetItem', jobIds, connections, seconds: 1 });
  await throughHttp(bareUrl, barePath, jobIds, connections, 1);
  const before = loadavg()[0] as number;
  const rounds = Math.max(1, Math.min(ROUNDS, seconds));
  const windowSeconds = Math.max(1, Math.floor(seconds / rounds));
  const handlerRounds: (LoadWindow & { errors: number })[] = [];
  const rawRounds: LoadWindow[] = [];
  const bareRounds: (LoadWindow & { errors: number })[] = [];
  for (let turn = 0; turn < rounds; turn++) {
    handlerRounds.push(await throughHttp(board.url, handlerPath, jobIds, connections, windowSeconds));
    rawRounds.push(
      await board.ask<LoadWindow>({
        cmd: 'rawGetItem',
        jobIds,
        connections,
        seconds: windowSeconds,
      }),
    );
    bareRounds.push(await throughHttp(bareUrl, barePath, jobIds, connections, windowSeconds));
  }
  const total = windowSeconds * rounds;
  const sum = (values: number[]) => values.reduce((all, value) => all + value, 0);
  // All the windows' times as one distribution: the percentiles of the whole run, as one long window gives them.
  const combine = (windows: LoadWindow[]) => {
    const latencies = windows.flatMap((window) => window.latenciesMs);
    return {
      requestsPerSecond: round(sum(windows.map((window) => window.requests)) / total),
      p50Ms: round(percentile(latencies, 0.5), 1),
      p99Ms: round(percentile(latencies, 0.99), 1),
      requests: sum(windows.map((window) => window.requests)),
    };
  };
  const handler = { ...combine(handlerRounds), errors: sum(handlerRounds.map((r) => r.errors)) };
  const rawGetItem = combine(rawRounds);
  const bareHttp = { ...combine(bareRounds), errors: sum(bareRounds.map((r) => r.errors)) };
  return {
    connections,
    seconds: total,
    handler,
    rawGetItem,
    bareHttp,
    ratio: round(handler.requestsPerSecond / rawGetItem.requestsPerSecond, 2),
    bareHttpRatio: round(bareHttp.requestsPerSecond / rawGetItem.requestsPerSecond, 2),
    handlerToBareHttp: round(handler.requestsPerSecond / bareHttp.requestsPerSecond, 2),
    loadAverage: { before: round(before, 2), after: round(loadavg()[0] as number, 2) },
  };
}
