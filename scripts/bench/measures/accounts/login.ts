/**
 * Login: the bcrypt cost in use, the time of one hash at that cost (bcrypt-cost.ts), and how long the local
 * server's event loop stalls while people log in: successful logins through the server, two at a time, with the
 * server process's monitorEventLoopDelay running; for comparison, the same stall figure over half a second with no
 * request and under GET /api/jobs load alone. Also a look at the source: no sync bcrypt call on a request path.
 *
 * monitorEventLoopDelay records the whole time between two of its samples, its own interval included: an idle loop
 * reads ~10 ms at the board server's 10 ms resolution, and a 15 ms busy loop read 25 ms (checked by hand; the same
 * in open-telemetry/opentelemetry-js-contrib#2794). Its max is therefore an upper bound of the longest stall, and it
 * also counts time the OS gave the server's CPU to other processes: the idle window shows how much of that this
 * shared machine gives with no request at all. docs/performance.md has the split of the stalls themselves.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bcryptCost } from '../../../../functions/lib/passwords.js';
import type { BoardChild } from '../../harness/board-child.js';
import { spread } from '../../harness/stats.js';
import { measureBcrypt } from './bcrypt-cost.js';

interface LoopDelay {
  maxMs: number;
  p99Ms: number;
  meanMs: number;
  /** The board server's split of its stalls (Linux only): see startStallTracker in board-server.ts. */
  worstLateMs?: number;
  worstLateWaitingForCpuMs?: number;
  longestHeldMs?: number;
}

const functionsDir = join(import.meta.dirname, '..', '..', '..', '..', 'functions');

/** Request-path files (not tests) calling bcrypt's blocking API. */
function syncBcryptCalls(dir = functionsDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return syncBcryptCalls(path);
    if (!entry.name.endsWith('.ts') || entry.name.endsWith('.test.ts')) return [];
    return /\b(hashSync|compareSync|genSaltSync)\s*\(/.test(readFileSync(path, 'utf8')) ? [path] : [];
  });
}

async function loop(count: number, concurrency: number, task: () => Promise<number>) {
  const times: number[] = [];
  let started = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (started < count) {
        started += 1;
        times.push(await task());
      }
    }),
  );
  return times;
}

async function post(url: string, body: unknown) {
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  await response.arrayBuffer();
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return performance.now() - started;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The server's event-loop delay histogram while `work` runs. */
async function loopDelayDuring(board: BoardChild, work: () => Promise<unknown>): Promise<LoopDelay> {
  await board.ask({ cmd: 'loopDelayStart' });
  await work();
  return board.ask<LoopDelay>({ cmd: 'loopDelayStop' });
}

export async function measureLogin(board: BoardChild, options: { logins: number; concurrency: number }) {
  const cost = bcryptCost();
  const hash = await measureBcrypt(cost, 5);
  const account = { username: 'bench.login', password: 'bench-login-9x', name: 'Bench Login', email: 'b@example.com' };
  await post(`${board.url}/api/register`, { ...account, role: 'job_seeker' });
  const login = () => post(`${board.url}/api/login`, { username: account.username, password: account.password });
  await login(); // warm-up: the handler's first import and the worker's start stay out of the figures
  const idle = await loopDelayDuring(board, () => sleep(500));
  let loginTimes: number[] = [];
  const duringLogins = await loopDelayDuring(board, async () => {
    loginTimes = await loop(options.logins, options.concurrency, login);
  });
  const browse = async () => {
    const started = performance.now();
    await (await fetch(`${board.url}/api/jobs?limit=20`)).arrayBuffer();
    return performance.now() - started;
  };
  const duringBrowsing = await loopDelayDuring(board, () => loop(options.logins * 10, options.concurrency, browse));
  return {
    bcryptCost: cost,
    msPerHash: hash.medianWallMs,
    cpuMsPerHash: hash.medianCpuMs,
    logins: options.logins,
    concurrency: options.concurrency,
    loginLatencyMs: spread(loginTimes),
    /** The server's raw histograms: half a second with no request, the logins, GET /api/jobs load alone. */
    eventLoopIdle: idle,
    eventLoopDuringLogins: duringLogins,
    eventLoopDuringBrowsing: duringBrowsing,
    /**
     * The goal's figure: the longest time the server's own main thread held its event loop while the logins ran
     * (its work, GC or a lock), the time the OS gave its CPU to other processes taken out. Off Linux, the raw max.
     */
    blockedPerLoginMs: duringLogins.longestHeldMs ?? duringLogins.maxMs,
    blockedPerLoginMeaning:
      duringLogins.longestHeldMs === undefined
        ? 'raw max of the event-loop delay histogram during the logins (no run-queue figures off Linux)'
        : 'longest event-loop stall during the logins less the time the main thread waited for a CPU; the raw ' +
          'histogram max is eventLoopDuringLogins.maxMs, the same with no request at all eventLoopIdle.maxMs',
    syncBcryptCallsOnRequestPaths: syncBcryptCalls().map((path) =>
      path.slice(functionsDir.length - 'functions'.length),
    ),
  };
}
