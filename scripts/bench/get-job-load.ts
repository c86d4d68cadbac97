/**
 * GET /api/jobs/{id} under load: autocannon at 10 connections through the local server and the whole handler
 * stack, against raw GetItem calls at 10 at a time from inside the same server process (same client, same
 * DynamoDB Local), in the same run. Both rotate over the same job ids.
 */
import autocannon from 'autocannon';
import type { BoardChild } from './board-child.js';
import { round } from './stats.js';

export interface GetJobFigures {
  connections: number;
  seconds: number;
  handler: { requestsPerSecond: number; p50Ms: number; p99Ms: number; requests: number; errors: number };
  rawGetItem: { requestsPerSecond: number; p50Ms: number; p99Ms: number; requests: number };
  ratio: number;
}

async function throughHandler(url: string, jobIds: number[], connections: number, seconds: number) {
  let turn = 0;
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    requests: [
      {
        method: 'GET',
        setupRequest: (request) => ({ ...request, path: `/api/jobs/${jobIds[turn++ % jobIds.length]}` }),
      },
    ],
  });
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
  const handler = await throughHandler(board.url, jobIds, connections, seconds);
  const rawGetItem = await board.ask<GetJobFigures['rawGetItem']>({ cmd: 'rawGetItem', jobIds, connections, seconds });
  return {
    connections,
    seconds,
    handler,
    rawGetItem,
    ratio: round(handler.requestsPerSecond / rawGetItem.requestsPerSecond, 2),
  };
}
