/**
 * The job alert digest's cost, measured: `npx tsx scripts/bench/alert-digest.ts [jobs] [alerts]` (default 20,000
 * jobs, 10,000 alerts). Seeds the benchmark board (seed-board.ts: the real indexer builds the posting lists), saves
 * daily alerts whose searches are drawn from the board's own titles, places and filters, each last mailed a day
 * ago, then runs the digest handler once (functions/workers/send-alert-digests.ts) with every DynamoDB read counted
 * at the client (read-counter.ts). Prints items read per email sent, per alert, and the wall time. Emails go to a
 * scratch outbox. Not part of `npm run bench` yet.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createAlert } from '../../functions/lib/db/alerts.js';
import { db } from '../../functions/lib/db/client.js';
import { alertOwner } from '../../functions/lib/db/keys.js';
import { runDigest } from '../../functions/workers/send-alert-digests.js';
import type { AlertFilters } from '../../shared/schemas/alerts.js';
import { localClient, startDynamoDb } from '../local/dynamodb.js';
import { ensureTable } from '../local/table.js';
import { benchJob } from './generate-jobs.js';
import { countReads } from './read-counter.js';
import { growBoard, prepareBoard } from './seed-board.js';

const jobs = Number(process.argv[2] ?? 20_000);
const alerts = Number(process.argv[3] ?? 10_000);
const DAY_MS = 24 * 60 * 60 * 1000;
const PARALLEL = 8;

/** Alert `i`: the words of a board job's title, sometimes its place or its job type, like searches people save. */
function alertFilters(i: number, now: Date): AlertFilters {
  const job = benchJob((i * 7919) % jobs, now).input;
  const words = job.title.split(' ');
  return {
    search: i % 3 === 0 ? (words.at(-1) as string) : words.slice(-2).join(' '),
    ...(i % 4 === 0 ? { location: job.location.split(',')[0] as string } : {}),
    ...(i % 5 === 0 ? { jobType: job.jobType } : {}),
  };
}

const dynamo = await startDynamoDb({});
const outbox = mkdtempSync(join(tmpdir(), 'alert-bench-'));
Object.assign(process.env, {
  DYNAMODB_ENDPOINT: dynamo.endpoint,
  TABLE_NAME: 'alert-bench',
  SESSION_SECRET: 'alert-bench-secret-that-is-long-enough-0123456789',
  SITE_URL: 'http://localhost:3000',
  OUTBOX_DIR: outbox,
  LOG_LEVEL: 'SILENT',
});
const setupClient = localClient(dynamo.endpoint);
await ensureTable(setupClient, 'alert-bench');
setupClient.destroy();
try {
  const now = new Date();
  const counter = countReads(db());
  const board = await prepareBoard(now, counter);
  const seeded = await growBoard(board, jobs, 200);
  console.log(`Board: ${jobs} jobs in ${seeded.seconds} s`);
  const dayAgo = new Date(now.getTime() - DAY_MS);
  for (let start = 0; start < alerts; start += PARALLEL) {
    await Promise.all(
      Array.from({ length: Math.min(PARALLEL, alerts - start) }, (_, k) =>
        createAlert(
          {
            owner: alertOwner.email(`reader${start + k}@example.com`),
            email: `reader${start + k}@example.com`,
            name: `alert ${start + k}`,
            frequency: 'daily',
            filters: alertFilters(start + k, now),
            confirmed: true,
          },
          dayAgo,
        ),
      ),
    );
  }
  console.log(`Alerts: ${alerts}`);
  counter.take();
  const started = performance.now();
  const run = await runDigest('daily', new Date());
  const seconds = (performance.now() - started) / 1000;
  const reads = counter.take();
  console.log(
    JSON.stringify(
      {
        date: new Date().toISOString(),
        jobs,
        alerts: run.alerts,
        emails: run.emails,
        failed: run.failed,
        itemsRead: reads.itemsRead,
        readCalls: reads.calls,
        itemsReadPerEmail: Math.round((reads.itemsRead / Math.max(run.emails, 1)) * 10) / 10,
        itemsReadPerAlert: Math.round((reads.itemsRead / Math.max(run.alerts, 1)) * 10) / 10,
        wallSeconds: Math.round(seconds * 10) / 10,
      },
      null,
      2,
    ),
  );
} finally {
  rmSync(outbox, { recursive: true, force: true });
  await dynamo.stop();
}
process.exit(0);
