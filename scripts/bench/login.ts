/**
 * Login: the bcrypt cost in use, the time of one hash at that cost (bcrypt-cost.ts), and how long the local
 * server's event loop stalls while people log in: successful logins through the server, two at a time, with the
 * server process's monitorEventLoopDelay running; then the same stall figure under GET /api/jobs load alone,
 * for comparison. Also a look at the source: no sync bcrypt call on a request path.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { bcryptCost } from '../../functions/lib/passwords.js';
import { measureBcrypt } from './bcrypt-cost.js';
import type { BoardChild } from './board-child.js';
import { round, spread } from './stats.js';

interface LoopDelay {
  maxMs: number;
  p99Ms: number;
  meanMs: number;
}

const functionsDir = join(import.meta.dirname, '..', '..', 'functions');

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

export async function measureLogin(board: BoardChild, options: { logins: number; concurrency: number }) {
  const cost = bcryptCost();
  const hash = await measureBcrypt(cost, 5);
  const account = { username: 'bench.login', password: 'bench-login-9x', name: 'Bench Login', email: 'b@example.com' };
  await post(`${board.url}/api/register`, { ...account, role: 'job_seeker' });
  const login = () => post(`${board.url}/api/login`, { username: account.username, password: account.password });
  await login(); // warm-up
  await board.ask({ cmd: 'loopDelayStart' });
  const loginTimes = await loop(options.logins, options.concurrency, login);
  const duringLogins = await board.ask<LoopDelay>({ cmd: 'loopDelayStop' });
  await board.ask({ cmd: 'loopDelayStart' });
  const browse = async () => {
    const started = performance.now();
    await (await fetch(`${board.url}/api/jobs?limit=20`)).arrayBuffer();
    return performance.now() - started;
  };
  await loop(options.logins * 10, options.concurrency, browse);
  const duringBrowsing = await board.ask<LoopDelay>({ cmd: 'loopDelayStop' });
  return {
    bcryptCost: cost,
    msPerHash: hash.medianWallMs,
    cpuMsPerHash: hash.medianCpuMs,
    logins: options.logins,
    concurrency: options.concurrency,
    loginLatencyMs: spread(loginTimes),
    eventLoopDuringLogins: duringLogins,
    eventLoopDuringBrowsing: duringBrowsing,
    /** The longest stall of the event loop attributable to a login. */
    blockedPerLoginMs: round(duringLogins.maxMs),
    syncBcryptCallsOnRequestPaths: syncBcryptCalls().map((path) =>
      path.slice(functionsDir.length - 'functions'.length),
    ),
  };
}
