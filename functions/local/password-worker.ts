/**
 * bcrypt off the main thread, for the local server only (it installs this pool with `offloadPasswords`; no Lambda
 * bundle imports this file): the server runs every Lambda handler in one process, and bcryptjs's async API still
 * computes on the main thread in slices, stalling every other request up to ~250 ms per login
 * (docs/performance.md). A Lambda container serves one request at a time, so it hashes inline (passwords.ts).
 * BCRYPT_WORKERS=off turns the pool off locally too.
 *
 * The worker is an eval'd CommonJS script that requires bcryptjs by absolute path: it needs no TypeScript loader
 * (it works under tsx, vitest and plain node alike) and gives esbuild no worker file to bundle.
 */
import { createRequire } from 'node:module';
import { availableParallelism } from 'node:os';
import { Worker } from 'node:worker_threads';
import type { PasswordOffload } from '../lib/passwords.js';

export type PasswordJob =
  | { op: 'hash'; password: string; cost: number }
  | { op: 'compare'; password: string; hash: string };
type Answer = { id: number; value: string | boolean } | { id: number; error: string };

const workerCode = `
const { parentPort, workerData } = require('node:worker_threads');
const bcrypt = require(workerData.bcryptPath);
parentPort.on('message', async ({ id, job }) => {
  try {
    const value = job.op === 'hash' ? await bcrypt.hash(job.password, job.cost) : await bcrypt.compare(job.password, job.hash);
    parentPort.postMessage({ id, value });
  } catch (error) {
    parentPort.postMessage({ id, error: error instanceof Error ? error.message : String(error) });
  }
});`;

interface Pending {
  resolve: (value: string | boolean) => void;
  reject: (error: Error) => void;
}

interface PoolWorker {
  worker: Worker;
  pending: Map<number, Pending>;
}

/** Two workers at most: logins beyond that queue inside a worker, and the machine keeps a core for the rest. */
const poolSize = Math.max(1, Math.min(2, availableParallelism() - 1));
const pool: PoolWorker[] = [];
let nextId = 1;

function failAll(entry: PoolWorker, error: Error) {
  const index = pool.indexOf(entry);
  if (index >= 0) pool.splice(index, 1);
  for (const pending of entry.pending.values()) pending.reject(error);
  entry.pending.clear();
}

function startWorker(): PoolWorker {
  const bcryptPath = createRequire(import.meta.url).resolve('bcryptjs');
  const worker = new Worker(workerCode, { eval: true, workerData: { bcryptPath } });
  // Idle workers never keep the process alive; a worker with work in flight does (see run()).
  worker.unref();
  const entry: PoolWorker = { worker, pending: new Map() };
  worker.on('message', (answer: Answer) => {
    const pending = entry.pending.get(answer.id);
    if (!pending) return;
    entry.pending.delete(answer.id);
    if (entry.pending.size === 0) worker.unref();
    if ('error' in answer) pending.reject(new Error(answer.error));
    else pending.resolve(answer.value);
  });
  worker.on('error', (error) => failAll(entry, error));
  worker.on('exit', (code) => failAll(entry, new Error(`bcrypt worker exited with code ${code}`)));
  pool.push(entry);
  return entry;
}

/** The least busy worker, starting another while the pool is not full and every worker has work. */
function pickWorker(): PoolWorker {
  const idle = pool.find((entry) => entry.pending.size === 0);
  if (idle) return idle;
  if (pool.length < poolSize) return startWorker();
  return pool.reduce((best, entry) => (entry.pending.size < best.pending.size ? entry : best));
}

function runInWorker(job: PasswordJob & { op: 'hash' }): Promise<string>;
function runInWorker(job: PasswordJob & { op: 'compare' }): Promise<boolean>;
function runInWorker(job: PasswordJob): Promise<string | boolean> {
  const entry = pickWorker();
  const id = nextId++;
  return new Promise((resolve, reject) => {
    if (entry.pending.size === 0) entry.worker.ref();
    entry.pending.set(id, { resolve, reject });
    entry.worker.postMessage({ id, job });
  });
}

/** The pool, as passwords.ts takes it. */
export const passwordWorkers: PasswordOffload = {
  hash: (password, cost) => runInWorker({ op: 'hash', password, cost }),
  compare: (password, hash) => runInWorker({ op: 'compare', password, hash }),
};
