/**
 * The restore drill, rehearsed on DynamoDB Local with the commands an operator runs (docs/deploy.md, "Restoring the
 * table"): the judged searches on the live table; its export to a file; a restore into a new table with the search
 * index left out (as if the index had to be rebuilt: a new analyzer, or a restored table no stream ever indexed);
 * `npm run reindex` on the new table; the same searches there. The board is restored when every search answers the
 * same total and the same job ids in the same order.
 */
import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { DeleteTableCommand } from '@aws-sdk/client-dynamodb';
import { localClient } from '../../../functions/local/dynamodb.js';
import { ensureTable } from '../../../functions/local/table.js';
import type { SearchAnswer } from './judged-searches.js';
import { exportTable, restoreTable } from './table-copy.js';

const run = promisify(execFile);

export interface JudgedComparison {
  label: string;
  before: SearchAnswer;
  after: SearchAnswer;
  same: boolean;
}

export interface DrillReport {
  sourceTable: string;
  restoredTable: string;
  exported: number;
  restored: number;
  /** Posting entries of the export not restored: the reindex had to write them again. */
  indexEntriesLeftOut: number;
  /** The reindex command's last line. */
  reindex: string;
  seconds: { export: number; restore: number; reindex: number; total: number };
  searches: JudgedComparison[];
  /** Share of the judged searches answering the same, 1 = all. */
  sameShare: number;
}

const seconds = (since: number) => Math.round((performance.now() - since) / 100) / 10;

async function judgedAnswers(endpoint: string, table: string, at: number): Promise<Record<string, SearchAnswer>> {
  const { stdout } = await run('npx', ['tsx', 'scripts/ops/drill/judged-searches.ts'], {
    env: {
      // A key for the list cursors the search signs (never used here) when the caller's environment has none.
      SESSION_SECRET: randomBytes(32).toString('hex'),
      ...process.env,
      DYNAMODB_ENDPOINT: endpoint,
      TABLE_NAME: table,
      DRILL_NOW: String(at),
      LOG_LEVEL: 'SILENT',
    },
    encoding: 'utf8',
    maxBuffer: 16 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Record<string, SearchAnswer>;
}

const sameAnswer = (a: SearchAnswer | undefined, b: SearchAnswer | undefined) =>
  a !== undefined && b !== undefined && a.total === b.total && a.ids.join() === b.ids.join();

export async function runRestoreDrill(options: {
  endpoint: string;
  sourceTable: string;
  /** Drop the restored table at the end (default); the tests keep it to look inside. */
  dropRestored?: boolean;
  log?: (line: string) => void;
}): Promise<DrillReport> {
  const log = options.log ?? (() => undefined);
  const { endpoint, sourceTable } = options;
  const restoredTable = `${sourceTable}-restored-${Date.now()}`;
  const client = localClient(endpoint);
  const folder = mkdtempSync(join(tmpdir(), 'jobboard-drill-'));
  const started = performance.now();
  try {
    log(`Judged searches on ${sourceTable}…`);
    // Both runs answer as of this moment (relevance weighs a job's age): the restore may take minutes.
    const searchedAt = Date.now();
    const before = await judgedAnswers(endpoint, sourceTable, searchedAt);

    let since = performance.now();
    const file = join(folder, 'export.jsonl');
    const exported = await exportTable(client, sourceTable, file);
    const exportSeconds = seconds(since);
    log(`Exported ${exported} items in ${exportSeconds} s.`);

    since = performance.now();
    await ensureTable(client, restoredTable);
    const { restored, skipped } = await restoreTable(
      client,
      file,
      restoredTable,
      (item) => !item.pk?.S?.startsWith('POST#'),
    );
    const restoreSeconds = seconds(since);
    log(
      `Restored ${restored} items into ${restoredTable} (${skipped} search index entries left out) in ${restoreSeconds} s.`,
    );

    since = performance.now();
    const reindex = await run(
      'npx',
      ['tsx', 'scripts/ops/reindex.ts', '--local', '--endpoint', endpoint, '--table', restoredTable],
      { env: { ...process.env, LOG_LEVEL: 'SILENT' }, encoding: 'utf8' },
    );
    const reindexSeconds = seconds(since);
    const reindexLine = reindex.stdout.trim().split('\n').at(-1) ?? '';
    log(reindexLine);

    const after = await judgedAnswers(endpoint, restoredTable, searchedAt);
    const searches = Object.entries(before).map(([label, answer]) => ({
      label,
      before: answer,
      after: after[label] ?? { total: -1, ids: [] },
      same: sameAnswer(answer, after[label]),
    }));
    return {
      sourceTable,
      restoredTable,
      exported,
      restored,
      indexEntriesLeftOut: skipped,
      reindex: reindexLine,
      seconds: { export: exportSeconds, restore: restoreSeconds, reindex: reindexSeconds, total: seconds(started) },
      searches,
      sameShare: searches.filter((search) => search.same).length / searches.length,
    };
  } finally {
    if (options.dropRestored !== false) {
      await client.send(new DeleteTableCommand({ TableName: restoredTable })).catch(() => undefined);
    }
    client.destroy();
    rmSync(folder, { recursive: true, force: true });
  }
}
