/**
 * The job alert digest's cost on a bench board: saves `count` daily alerts whose searches are drawn from the
 * board's own titles, places and job types, each last mailed a day before the board's `now`, then runs the digest
 * (functions/workers/send-alert-digests.ts) once with every DynamoDB read counted at the client (read-counter.ts).
 * A digest must never read the table per subscriber: what it reads per alert is the due-list page, the alert's own
 * posting lists from its last email on, and the summaries of the jobs it mails.
 *
 * The first alerts go through the real createAlert; the items its transactions wrote are compared with
 * alertItems() for the same alert, and only when they are identical do the rest go in through parallel
 * BatchWriteItem calls of exactly those items. Emails go to a scratch outbox that is removed afterwards.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PutCommand } from '@aws-sdk/lib-dynamodb';
import { createAlert, type NewAlert, newAlertRecord } from '../../../../functions/lib/db/alerts/alerts.js';
import { db, tableName } from '../../../../functions/lib/db/kit/client.js';
import { alertOwner, keys } from '../../../../functions/lib/db/kit/keys.js';
import { runDigest } from '../../../../functions/workers/send-alert-digests.js';
import type { AlertFilters } from '../../../../shared/schemas/alerts.js';
import { DAY_MS } from '../../../../shared/time.js';
import { putAll } from '../../harness/bulk-write.js';
import { benchJob } from '../../harness/generate-jobs.js';
import { canonical } from '../../harness/job-items.js';
import type { Board } from '../../harness/seed-board.js';
import { round } from '../../harness/stats.js';

/** Alerts saved through createAlert (and compared with the bulk path) before the rest go in bulk. */
const THROUGH_REPOSITORY = 20;

export interface AlertDigestFigures {
  boardJobs: number;
  /** Jobs posted since the alerts' last email (the day before the board's now): what a digest looks through. */
  jobsSinceLastEmail: number;
  alerts: number;
  emails: number;
  failed: number;
  itemsRead: number;
  readCalls: number;
  itemsReadPerEmail: number;
  itemsReadPerAlert: number;
  /** What the digest itself says it read (DigestRun.itemsRead), beside the client's count. */
  digestItemsRead: number;
  digestSeconds: number;
  saving: { throughRepository: number; itemsCompared: number; bulkItems: number; seconds: number };
}

/** Alert `i`: the words of a board job's title, sometimes its place or its job type, like searches people save. */
function alertFilters(i: number, board: Board): AlertFilters {
  const job = benchJob((i * 7919) % board.jobs, board.now).input;
  const words = job.title.split(' ');
  return {
    search: i % 3 === 0 ? (words.at(-1) as string) : words.slice(-2).join(' '),
    ...(i % 4 === 0 ? { location: job.location.split(',')[0] as string } : {}),
    ...(i % 5 === 0 ? { jobType: job.jobType } : {}),
  };
}

function newAlert(i: number, board: Board): NewAlert {
  const email = `reader${i}@example.com`;
  return {
    owner: alertOwner.email(email),
    email,
    name: `alert ${i}`,
    frequency: 'daily',
    filters: alertFilters(i, board),
    confirmed: true,
  };
}

/** What createAlert's transaction writes for a confirmed alert of an owner with no other alert. */
function alertItems(id: number, alert: NewAlert, createdAt: string) {
  return {
    put: { ...newAlertRecord(id, alert, new Date(createdAt)), ...keys.alertDue(alert.frequency, id) },
    ids: { ...keys.alertIds(alert.owner), alertIds: new Set([id]) },
  };
}

/** Saves the alerts: the first through createAlert, compared item by item with alertItems(); the rest in bulk. */
async function saveAlerts(board: Board, count: number, createdAt: Date) {
  const started = performance.now();
  const first = Math.min(count, THROUGH_REPOSITORY);
  board.counter.takeTransactions();
  for (let i = 0; i < first; i++) {
    const saved = await createAlert(newAlert(i, board), createdAt);
    if (saved === 'full') throw new Error('A bench alert owner already had the most alerts');
  }
  let itemsCompared = 0;
  for (const [i, transaction] of board.counter.takeTransactions().entries()) {
    const expected = alertItems(i + 1, newAlert(i, board), createdAt.toISOString());
    const put = (transaction[0]?.Put as { Item?: Record<string, unknown> } | undefined)?.Item;
    const idsKey = (transaction[1]?.Update as { Key?: Record<string, unknown> } | undefined)?.Key;
    const { alertIds: _ids, ...expectedIdsKey } = expected.ids;
    if (
      !put ||
      !idsKey ||
      canonical(put) !== canonical(expected.put) ||
      canonical(idsKey) !== canonical(expectedIdsKey)
    )
      throw new Error('The bulk path would not write what createAlert wrote: check alertItems() against alerts.ts');
    itemsCompared += transaction.length;
  }
  let next = first;
  const bulkItems = await putAll(() => {
    if (next >= count) return [];
    next += 1;
    const { put, ids } = alertItems(next, newAlert(next - 1, board), createdAt.toISOString());
    return [put, ids];
  });
  await db().send(new PutCommand({ TableName: tableName(), Item: { ...keys.counter('alert'), value: count } }));
  return {
    throughRepository: first,
    itemsCompared,
    bulkItems,
    seconds: round((performance.now() - started) / 1000),
  };
}

export async function measureAlertDigest(board: Board, count: number): Promise<AlertDigestFigures> {
  const lastEmail = new Date(board.now.getTime() - DAY_MS);
  const saving = await saveAlerts(board, count, lastEmail);
  const outbox = mkdtempSync(join(tmpdir(), 'bench-alerts-'));
  process.env.OUTBOX_DIR = outbox;
  // The outbox prints every email's links on the console: thousands of lines here, and time spent printing them.
  const print = console.info;
  console.info = () => undefined;
  try {
    board.counter.take();
    const started = performance.now();
    const run = await runDigest('daily', new Date());
    const digestSeconds = (performance.now() - started) / 1000;
    const reads = board.counter.take();
    let jobsSinceLastEmail = 0;
    for (let i = 0; i < board.jobs; i++)
      if (benchJob(i, board.now).createdAt >= lastEmail.toISOString()) jobsSinceLastEmail++;
    return {
      boardJobs: board.jobs,
      jobsSinceLastEmail,
      alerts: run.alerts,
      emails: run.emails,
      failed: run.failed,
      itemsRead: reads.itemsRead,
      readCalls: reads.calls,
      itemsReadPerEmail: round(reads.itemsRead / Math.max(run.emails, 1)),
      itemsReadPerAlert: round(reads.itemsRead / Math.max(run.alerts, 1)),
      digestItemsRead: run.itemsRead,
      digestSeconds: round(digestSeconds),
      saving,
    };
  } finally {
    console.info = print;
    delete process.env.OUTBOX_DIR;
    rmSync(outbox, { recursive: true, force: true });
  }
}
