/**
 * `npm run bench` without the command line: runs every section (seeding, queries, get-job load, writes, login, the
 * session check,
 * bundles, web build, Lighthouse) in an order that keeps them from disturbing each other (builds first; then the
 * boards on DynamoDB Local; Lighthouse last, on its own `npm start` stack), turns the figures into the goals
 * (goals.ts) and returns the report. A section that fails is
 * recorded with its reason and the run goes on, so one broken part never hides the other figures.
 */
import { randomUUID } from 'node:crypto';
import { cpus, loadavg, totalmem } from 'node:os';
import { stripVTControlCharacters } from 'node:util';
import { localClient, type RunningDynamoDb, startDynamoDb } from '../../../functions/local/dynamodb.js';
import { ensureTable } from '../../../functions/local/table.js';
import { measureLogin } from '../measures/accounts/login.js';
import type { AlertDigestFigures } from '../measures/api/alert-digest.js';
import { measureGetJob } from '../measures/api/get-job-load.js';
import { measureSessionCheck } from '../measures/api/session-check.js';
import { measureBundles } from '../measures/lambda/bundles.js';
import { measureCvReading } from '../measures/matching/cv-reading.js';
import type { MatchingFigures } from '../measures/matching/matching-quality.js';
import { type BoardUnderTest, checkCursor, measureQueries } from '../measures/search/measure-queries.js';
import { measureSearchQuality } from '../measures/search/search-quality.js';
import { chromiumMissing, measureLighthouse } from '../measures/web/lighthouse.js';
import { measureWebBuild } from '../measures/web/web-build.js';
import { evaluateGoals } from '../verdicts/goals.js';
import { type BoardChild, startBoardChild } from './board-child.js';
import type { BenchOptions } from './options.js';
import type { BenchReport, Section } from './report.js';
import type { SeedFigures } from './seed-board.js';
import { round } from './stats.js';

/** The 1-minute load average as each section started: this machine is shared, and its load moves the timings. */
const loadBySection: Record<string, number> = {};

async function section<T extends object>(
  name: string,
  log: (line: string) => void,
  run: () => Promise<T>,
): Promise<Section<T>> {
  const started = performance.now();
  loadBySection[name] = round(loadavg()[0] as number, 2);
  log(`${name}… (load average ${loadBySection[name]})`);
  try {
    const value = await run();
    log(`${name}: done in ${round((performance.now() - started) / 1000)} s`);
    return { status: 'measured', ...value };
  } catch (error) {
    const reason = stripVTControlCharacters(error instanceof Error ? error.message : String(error));
    log(`${name}: FAILED (${reason.split('\n')[0]})`);
    return { status: 'failed', reason };
  }
}

const skipped = (reason: string) => ({ status: 'skipped', reason }) as const;
const notChosen = (name: string) => skipped(`${name} not chosen in this run (--only)`);

/** Job ids spread over the whole board, for the GET load (every seeded job is active). */
const spreadIds = (lastJobId: number, count: number) =>
  Array.from(
    { length: Math.min(count, lastJobId) },
    (_, i) => 1 + Math.floor((i * lastJobId) / Math.min(count, lastJobId)),
  );

export async function runBench(options: BenchOptions): Promise<BenchReport> {
  const started = new Date();
  const { log } = options;
  const loadAverageAtStart = loadavg().map((value) => round(value, 2));

  const chosen = (name: BenchOptions['sections'][number]) => options.sections.includes(name);
  const web = !chosen('web')
    ? notChosen('web build')
    : options.web
      ? await section('Web build sizes', log, measureWebBuild)
      : skipped('web build not measured in this run (--no-web or smoke)');
  const bundles = !chosen('bundles')
    ? notChosen('bundles')
    : options.bundles === 'none'
      ? skipped('bundles not measured in this run (--no-bundles)')
      : await section('Lambda bundles', log, () =>
          measureBundles({
            ...(options.bundles === 'all' ? {} : { only: options.bundles as never }),
            loadRuns: options.bundleLoadRuns,
          }),
        );

  let dynamo: RunningDynamoDb | undefined;
  const children: BoardChild[] = [];
  const boards: BoardUnderTest[] = [];
  let seeding: BenchReport['seeding'];
  let queries: BenchReport['queries'] = skipped('no board');
  let getJob: BenchReport['getJob'] = skipped('no board');
  let writes: BenchReport['writes'] = skipped('no board');
  let login: BenchReport['login'] = skipped('no board');
  let session: NonNullable<BenchReport['session']> = skipped('no board');
  let search: BenchReport['search'] = skipped('no board');
  let indexLag: BenchReport['indexLag'] = skipped('no board');
  let alerts: BenchReport['alerts'] = skipped('no board');
  let matching: NonNullable<BenchReport['matching']> = skipped('no board');
  let now = new Date();
  try {
    seeding = await section('Seeding the boards', log, async () => {
      let endpoint = options.dynamoEndpoint;
      if (!endpoint) {
        // In memory: 720 to 910 items/s with parallel BatchWriteItem against 550 for a database file in /dev/shm,
        // measured in the same minutes on 2026-11-24 (load average 15 to 19).
        dynamo = await startDynamoDb({});
        endpoint = dynamo.endpoint;
      }
      Object.assign(process.env, { DYNAMODB_ENDPOINT: endpoint, SESSION_SECRET: randomUUID() });
      now = new Date();
      const run = randomUUID().slice(0, 8);
      const figures: SeedFigures[] = [];
      for (const size of options.sizes) {
        const tableName = `bench-${run}-${size}`;
        const client = localClient(endpoint);
        await ensureTable(client, tableName);
        client.destroy();
        const child = await startBoardChild(tableName);
        children.push(child);
        const seeded = await child.ask<SeedFigures>({
          cmd: 'grow',
          jobs: size,
          throughRepository: options.throughRepository,
          now: now.toISOString(),
        });
        figures.push(seeded);
        log(
          `  ${size} jobs seeded in ${seeded.seconds} s (${seeded.bulk.items} items in bulk at ${seeded.bulk.itemsPerSecond} items/s; stream indexer ${seeded.index.seconds} s)`,
        );
        const facts = await child.ask<{ firstCompanyId: number }>({ cmd: 'facts' });
        const bare = await child.ask<string>({ cmd: 'bareHttpUrl' });
        boards.push({ size, child, firstCompanyId: facts.firstCompanyId, floorUrl: `${bare}/1` });
      }
      return { boards: figures };
    });
    if (seeding.status === 'measured') {
      const smallest = boards[0] as BoardUnderTest;
      const largest = boards.at(-1) as BoardUnderTest;
      queries = !chosen('queries')
        ? notChosen('job queries')
        : await section('Job queries', log, async () => ({
            pageSize: options.pageSize,
            kinds: await measureQueries(boards, { pageSize: options.pageSize, iterations: options.iterations, log }),
            cursor: await checkCursor(smallest, options.pageSize),
          }));
      search = !chosen('search')
        ? notChosen('search quality')
        : await section('Search quality', log, () =>
            measureSearchQuality(boards, { now, recallPairs: options.recallPairs, log }),
          );
      getJob = !chosen('getJob')
        ? notChosen('GET /api/jobs/{id}')
        : await section('GET /api/jobs/{id} under load', log, async () => {
            const facts = await largest.child.ask<{ lastJobId: number }>({ cmd: 'facts' });
            return measureGetJob(largest.child, spreadIds(facts.lastJobId, 200), {
              connections: options.connections,
              seconds: options.getJobSeconds,
            });
          });
      login = !chosen('login')
        ? notChosen('login')
        : await section('Login', log, () => measureLogin(smallest.child, { logins: options.logins, concurrency: 2 }));
      session = !chosen('session')
        ? notChosen('session check')
        : await section('Session check', log, () => measureSessionCheck(smallest.child, options.sessionChecks));
      writes = !chosen('writes')
        ? notChosen('writes')
        : await section('Items written per job', log, () =>
            smallest.child.ask({ cmd: 'writeCost', jobs: options.writeCostJobs }),
          );
      alerts = !chosen('alerts')
        ? notChosen('alert digest')
        : await section('Alert digest', log, async () => {
            const figures: AlertDigestFigures[] = [];
            for (const [i, board] of boards.entries()) {
              const count = options.alerts?.[i] ?? Math.round(board.size / 2);
              figures.push(await board.child.ask<AlertDigestFigures>({ cmd: 'alertDigest', alerts: count }));
            }
            return { boards: figures };
          });
      matching = !chosen('matching')
        ? notChosen('Jobs for you')
        : await section('Jobs for you and CV reading', log, async () => {
            const figures: MatchingFigures[] = [];
            for (const board of boards) figures.push(await board.child.ask<MatchingFigures>({ cmd: 'matching' }));
            return { boards: figures, cvReading: await measureCvReading() };
          });
      // Last on its board: it leaves the stream poller running in the background.
      indexLag = !chosen('lag')
        ? notChosen('index lag')
        : await section('Index lag', log, () => smallest.child.ask({ cmd: 'indexLag', writes: options.lagWrites }));
    }
  } finally {
    for (const child of children) await child.stop();
    await dynamo?.stop();
  }

  const missing = chromiumMissing();
  const lighthouse = !chosen('lighthouse')
    ? notChosen('Lighthouse')
    : options.lighthouseRuns === 0
      ? skipped('Lighthouse not run in this run (--lighthouse-runs 0 or smoke)')
      : missing
        ? skipped(missing)
        : await section('Lighthouse', log, () =>
            measureLighthouse({ runs: options.lighthouseRuns, cpuShare: options.cpuShare, log }),
          );

  const finished = new Date();
  const { log: _log, dynamoEndpoint: _endpoint, ...shown } = options;
  const report: Omit<BenchReport, 'goals'> = {
    schema: 'jobboard-bench/1',
    startedAt: started.toISOString(),
    finishedAt: finished.toISOString(),
    durationSeconds: round((finished.getTime() - started.getTime()) / 1000),
    machine: {
      node: process.version,
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model ?? 'unknown',
      memoryGiB: round(totalmem() / 2 ** 30),
      loadAverageAtStart,
      loadAverageAtEnd: loadavg().map((value) => round(value, 2)),
      loadAverageBySection: { ...loadBySection },
    },
    options: shown,
    seeding,
    queries,
    getJob,
    writes,
    login,
    session,
    search,
    indexLag,
    alerts,
    matching,
    bundles,
    web,
    lighthouse,
  };
  return { ...report, goals: evaluateGoals(report) };
}
