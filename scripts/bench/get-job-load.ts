/**
 * GET /api/jobs/{id} under load: autocannon at 10 connections through the local server and the whole handler
 * stack, against raw GetItem calls at 10 at a time from inside the same server process (same client, same
 * DynamoDB Local), in the same run. Both rotate over the same job ids. The requests carry a browser's
 * Accept-Encoding, so work the server does only for browsers (compression) is measured too.
 */
import { loadavg } from 'node:os';
import autocannon from 'autocannon';
import type { BoardChild } from './board-child.js';
import { round } from './stats.js';

const BROWSER_HEADERS = { 'accept-encoding': 'gzip, deflate, br, zstd', accept: 'application/json' };
/** autocannon takes `headers` for every request; the package's typings here (autocannon.d.ts) leave it out. */
type LoadOptions = Parameters<typeof autocannon>[0] & { headers: Record<string, string> };

export interface GetJobFigures {
  connections: number;
  seconds: number;
  handler: { requestsPerSecond: number; p50Ms: number; p99Ms: number; requests: number; errors: number };
  rawGetItem: { requestsPerSecond: number; p50Ms: number; p99Ms: number; requests: number };
  ratio: number;
  /** The machine's 1-minute load average before and after: on 2 shared cores it decides the tail. */
  loadAverage: { before: number; after: number };
}

async function throughHandler(url: string, jobIds: number[], connections: number, seconds: number) {
  let turn = 0;
  const options: LoadOptions = {
    url,
    connections,
    duration: seconds,
    headers: BROWSER_HEADERS,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: `/api/jobs/${jobIds[turn++ % jobIds.length]}` }),
      },
    ],
  };
  const result = await autocannon(options);
  return {
    requestsPerSecond: round(result.requests.total / seconds),
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    requests: result.requests.total,
    errors: result.errors + result.timeouts + result.non2xx,
  };
}

export async function measureGetJob(
  board: BoardChild,
  jobIds: number[],
  options: { connections: number; seconds: number },
): Promise<GetJobFigures> {
  const { connections, seconds } = options;
  await throughHandler(board.url, jobIds, connections, 1); // warm-up: handler loaded, sockets open
  await board.ask({ cmd: 'rawGetItem', jobIds, connections, seconds: 1 });
  const before = loadavg()[0] as number;
  const handler = await throughHandler(board.url, jobIds, connections, seconds);
  const rawGetItem = await board.ask<GetJobFigures['rawGetItem']>({ cmd: 'rawGetItem', jobIds, connections, seconds });
  return {
    connections,
    seconds,
    handler,
    rawGetItem,
    ratio: round(handler.requestsPerSecond / rawGetItem.requestsPerSecond, 2),
    loadAverage: { before: round(before, 2), after: round(loadavg()[0] as number, 2) },
  };
}
