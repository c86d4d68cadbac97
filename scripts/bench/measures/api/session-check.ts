/**
 * What the server-side session check adds to every signed-in request: readSession (functions/lib/session.ts: the
 * token's signature, then the user's item and the session's item read together and validated) against a bare
 * GetItem of the same user's item, the least a cookie naming a user could cost. A real account signs up through the
 * board's server for its cookie; the two are then timed in the board's process on its table, alternating request by
 * request so a busy moment of this shared machine hits both alike. Each pair's difference is what the check adds.
 */
import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../../../functions/lib/db/kit/client.js';
import { keys } from '../../../../functions/lib/db/kit/keys.js';
import { readSession } from '../../../../functions/lib/session.js';
import type { BoardChild } from '../../harness/board-child.js';
import { percentile, round } from '../../harness/stats.js';

export interface Quantiles {
  median: number;
  p90: number;
}

export interface SessionCheckFigures {
  /** Pairs timed (one readSession and one GetItem each), after a warm-up. */
  runs: number;
  bareGetItemMs: Quantiles;
  readSessionMs: Quantiles;
  /** Each pair's readSession time less its GetItem's: what the check adds to a request. */
  addedMs: Quantiles;
}

const quantiles = (samples: number[]): Quantiles => ({
  median: round(percentile(samples, 0.5), 2),
  p90: round(percentile(samples, 0.9), 2),
});

const WARM_UP = 5;

/** In the board's process: `runs` pairs of readSession and a bare GetItem of the same user, in turn. */
export async function timeSessionCheck(cookies: string[], runs: number): Promise<SessionCheckFigures> {
  const check = async () => {
    const session = await readSession(cookies);
    // A refused cookie would be timed as a cheap early return: the figure would say nothing.
    if (!session) throw new Error("readSession refused the bench account's own session cookie");
    return session.user.id;
  };
  const userId = await check();
  const bare = () => db().send(new GetCommand({ TableName: tableName(), Key: keys.user(userId) }));
  const timed = async (work: () => Promise<unknown>) => {
    const started = performance.now();
    await work();
    return performance.now() - started;
  };
  for (let i = 0; i < WARM_UP; i++) await Promise.all([check(), bare()]);
  const sessionMs: number[] = [];
  const bareMs: number[] = [];
  for (let i = 0; i < runs; i++) {
    // Which goes first alternates, so neither always meets the other's leftovers (a warm connection, a GC).
    if (i % 2 === 0) {
      sessionMs.push(await timed(check));
      bareMs.push(await timed(bare));
    } else {
      bareMs.push(await timed(bare));
      sessionMs.push(await timed(check));
    }
  }
  return {
    runs,
    bareGetItemMs: quantiles(bareMs),
    readSessionMs: quantiles(sessionMs),
    addedMs: quantiles(sessionMs.map((ms, i) => ms - (bareMs[i] as number))),
  };
}

/** Signs a new account up on the board's server and times its session check in the board's process. */
export async function measureSessionCheck(board: BoardChild, runs: number): Promise<SessionCheckFigures> {
  const response = await fetch(`${board.url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      username: 'bench.session',
      password: 'quiet-harbour-4417',
      name: 'Bench Session',
      email: 'bench.session@example.com',
      role: 'job_seeker',
    }),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`POST /api/register answered ${response.status}`);
  // API Gateway hands a handler its cookies as "name=value" strings.
  const cookies = response.headers.getSetCookie().map((cookie) => cookie.split(';')[0] as string);
  return board.ask<SessionCheckFigures>({ cmd: 'sessionCheck', cookies, runs });
}
