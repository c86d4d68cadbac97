/**
 * The goals' verdicts and, for a goal not met, the why built from the run's own figures (goals.ts). The figures
 * here are made up, a run where every timed goal is missed, so each explanation is checked against known numbers.
 */

import { defaultOptions } from '../harness/options.js';
import type { BenchReport } from '../harness/report.js';
import type { BundleFigure } from '../measures/lambda/bundles.js';
import type { PageScore } from '../measures/web/lighthouse.js';
import { evaluateGoals } from './goals.js';
import { lighthouseTable } from './lighthouse-table.js';
import { toMarkdown } from './markdown.js';

const skipped = { status: 'skipped', reason: 'not in this test' } as const;

function queryKind(label: string, items: [number, number], p95: [number, number], median: [number, number]) {
  const atSize = (index: 0 | 1) => ({
    itemsRead: items[index],
    repositoryItemsRead: items[index],
    capacityUnits: items[index] / 2,
    dynamoCalls: 1,
    results: 20,
    nextPage: true,
    latencyMs: { median: median[index], p95: p95[index], max: p95[index] * 2, runs: 100 },
    floorMs: { median: 2, p95: 3, max: 5, runs: 100 },
  });
  return {
    id: label,
    label,
    query: {},
    page: 1,
    bySize: { 1000: atSize(0), 20000: atSize(1) },
    itemsReadRatio: items[1] / items[0],
    p95Ratio: p95[1] / p95[0],
    floorP95Ratio: 1,
  };
}

function bundle(name: string, minifiedKiB: number, loadRatio: number, overBare: BundleFigure['overBare']) {
  return {
    name,
    minifiedKiB,
    gzippedKiB: minifiedKiB / 3,
    hasDynamoDb: true,
    needsDynamoDb: true,
    loadMs: 40 * loadRatio,
    loadRatio,
    networkCallsOnLoad: 0,
    overBare,
  };
}

function page(name: string, performance: number, tbtMs: number, lcpMs: number, longestTaskMs = 120): PageScore {
  return {
    page: name,
    path: '/',
    runs: 3,
    performance,
    accessibility: 100,
    cls: 0,
    lcpMs,
    tbtMs,
    fcpMs: 700,
    longestTaskMs,
    loadBlockingMs: tbtMs + 50,
    benchmarkIndex: 1400,
    performanceRuns: [performance - 1, performance, performance + 1],
    tbtRuns: [tbtMs, tbtMs, tbtMs],
    lcpRuns: [lcpMs, lcpMs, lcpMs],
    longestTaskRuns: [longestTaskMs, longestTaskMs, longestTaskMs],
    fcpRuns: [700, 700, 700],
    loadBlockingRuns: [tbtMs + 50, tbtMs + 50, tbtMs + 50],
    diagnostics: {
      benchmarkIndex: 1400,
      lcpElement: 'main h2',
      scripts: [{ url: '/assets/index.js', ms: 90 }],
      unusedJsKiB: 0,
      renderBlocking: [],
    },
  };
}

const missedRun: Omit<BenchReport, 'goals'> = {
  schema: 'jobboard-bench/1',
  startedAt: '2026-11-22T10:00:00.000Z',
  finishedAt: '2026-11-22T10:10:00.000Z',
  durationSeconds: 600,
  machine: { node: 'v22', cpus: 2, cpuModel: 'test', memoryGiB: 24, loadAverageAtStart: [1], loadAverageAtEnd: [1] },
  options: { ...defaultOptions },
  seeding: skipped,
  queries: {
    status: 'measured',
    pageSize: 20,
    kinds: [
      queryKind('rare word', [5, 5], [5.8, 8.9], [4.1, 4.3]),
      queryKind('location', [51, 61], [10, 16], [8, 9]),
      queryKind('company', [21, 21], [10, 11], [8, 8]),
    ],
    cursor: { editedCursorStatus: 400, otherSearchCursorStatus: 400 },
  },
  writes: skipped,
  login: skipped,
  session: {
    status: 'measured',
    runs: 400,
    bareGetItemMs: { median: 4.2, p90: 7.5 },
    readSessionMs: { median: 6.1, p90: 19.8 },
    addedMs: { median: 1.9, p90: 12.3 },
  },
  search: skipped,
  indexLag: skipped,
  alerts: skipped,
  getJob: {
    status: 'measured',
    connections: 10,
    seconds: 10,
    handler: { requestsPerSecond: 700, p50Ms: 10, p99Ms: 30, requests: 7000, errors: 0 },
    rawGetItem: { requestsPerSecond: 1000, p50Ms: 8, p99Ms: 20, requests: 10000 },
    bareHttp: { requestsPerSecond: 820, p50Ms: 9, p99Ms: 25, requests: 8200, errors: 0 },
    ratio: 0.7,
    bareHttpRatio: 0.82,
    handlerToBareHttp: 0.85,
    loadAverage: { before: 1.5, after: 2.5 },
  },
  bundles: {
    status: 'measured',
    bare: bundle('bare-dynamodb', 200, 1, []),
    control: bundle('bare-dynamodb-control', 200, 1.02, []),
    routes: [
      bundle('forgot-password', 346, 1.4, [{ name: '@aws-sdk/client-sesv2', kib: 60 }]),
      bundle('get-job', 244, 1.15, [{ name: '@aws-lambda-powertools/logger', kib: 17 }]),
    ],
    missingHandlers: [],
    loadRuns: 41,
  },
  web: {
    status: 'measured',
    initialGzKiB: 148,
    homeGzKiB: 148,
    shellGzKiB: 146,
    stackFloorGzKiB: 122.2,
    homeOnlyShare: 0.014,
    initialByPackage: [],
    routes: [],
    chunks: 40,
    buildSeconds: 20,
  },
  lighthouse: {
    status: 'measured',
    pages: [page('home', 97, 150, 1500), page('jobs list', 85, 450, 2680, 210)],
    seconds: 100,
  },
};

const goals = Object.fromEntries(evaluateGoals(missedRun).map((goal) => [goal.id, goal]));

describe('the goals a run misses explain themselves from its figures', () => {
  it('p95: per kind over the goal, whether the big board read more or the same work took longer', () => {
    expect(goals['search-p95']).toMatchObject({ met: false, note: 'over: rare word, location' });
    expect(goals['search-p95']?.why).toBe(
      'rare word: the same 5 items read on both boards, p95 5.8 vs 8.9 ms, median 4.1 vs 4.3 ms, ' +
        "the floor's p95 3 vs 3 ms; location: 51 items read on the 1000 board, 61 on the 20000, p95 10 vs 16 ms, " +
        "median 8 vs 9 ms, the floor's p95 3 vs 3 ms",
    );
  });

  it('GET job: the bare HTTP floor against raw GetItem, and the stack against that floor', () => {
    expect(goals['get-job-throughput']).toMatchObject({ met: false, measured: '0.7× (700 vs 1000 req/s)' });
    expect(goals['get-job-throughput']?.why).toBe(
      'serving HTTP at all reaches 0.82× of raw GetItem here (node:http and one GetItem, 820 req/s), and the ' +
        'handler stack 0.85× of that floor: the load generator, the server and DynamoDB Local share 2 cores ' +
        '(load average 1.5 → 2.5)',
    );
  });

  it('session check: what it adds at the median and p90, and what each side took', () => {
    expect(goals['session-check']).toMatchObject({
      met: false,
      measured:
        'median 1.9, p90 12.3 ms added (readSession median 6.1, p90 19.8 ms; GetItem median 4.2, p90 7.5 ms; ' +
        '400 pairs)',
    });
    expect(goals['session-check']?.why).toBe(
      "readSession checks the token's signature, then reads the user's and the session's items at once: its p90 " +
        "19.8 ms against one GetItem's 7.5 ms on DynamoDB Local, which shares the machine's 2 cores with the " +
        "board's server",
    );
    const met = evaluateGoals({
      ...missedRun,
      session: { ...(missedRun.session as object), addedMs: { median: 1.9, p90: 10 } } as BenchReport['session'],
    }).find((goal) => goal.id === 'session-check');
    expect(met).toMatchObject({ met: true });
    expect(met?.why).toBeUndefined();
  });

  it('handler load: what the worst and the lightest handler carry over the bare bundle', () => {
    expect(goals['bundle-load']?.met).toBe(false);
    expect(goals['bundle-load']?.why).toBe(
      'load time follows size: forgot-password carries 146 KiB over the bare bundle (of which @aws-sdk/client-sesv2 ' +
        '60); the lightest handler with the SDK, get-job (1.15×), 44 KiB (of which @aws-lambda-powertools/logger 17)',
    );
  });

  it('shell: the stack floor, over the goal by itself, and what the site adds', () => {
    expect(goals['web-shell']?.met).toBe(false);
    expect(goals['web-shell']?.why).toContain('is 122.2 KiB, over the goal by itself');
    expect(goals['web-shell']?.why).toMatch(/adds 23\.8 KiB$/);
  });

  it('Lighthouse: only the pages under the goal, with their TBT, LCP, runs and machine speed', () => {
    const why = goals['lighthouse-performance']?.why;
    expect(why).toContain('jobs list TBT 450 ms, LCP 2.68 s, runs 84/85/86, machine speed (benchmarkIndex) 1400');
    expect(why).not.toContain('home');
  });

  it('judges TBT against the floor audited in the same rounds, and names the pages over it', () => {
    const floor = { ...page('stack floor', 98, 100, 1200), benchmarkIndex: 1096 };
    const withFloor = (tbtOverFloor: number[], cpuShare?: number) =>
      evaluateGoals({
        ...missedRun,
        lighthouse: {
          status: 'measured',
          floor,
          cpuShare,
          seconds: 100,
          pages: tbtOverFloor.map((tbtMs, index) => ({
            ...page(`page ${index}`, 90, floor.tbtMs + tbtMs, 1500),
            againstFloor: { performance: -8, tbtMs, loadBlockingMs: tbtMs - 400, fcpMs: -760 },
          })),
        },
      }).find((goal) => goal.id === 'lighthouse-tbt-floor');
    expect(withFloor([40, 100])?.met).toBe(true);
    const missed = withFloor([40, 180]);
    expect(missed?.met).toBe(false);
    // With how much sooner the page painted and the whole load's blocking time against the floor's.
    expect(missed?.why).toBe(
      "over the floor: page 1 TBT 280 ms, runs 280/280/280, first paint -0.76 s, whole load's blocking -220 ms",
    );
    // Every page judged, the machine's speed beside the verdict.
    expect(missed?.measured).toBe(
      'page 0 40, page 1 180 (floor: TBT 100 ms, score 98; machine speed (benchmarkIndex) 1096–1400)',
    );
    // A run on a browser slowed on purpose says so beside the speed.
    expect(withFloor([40, 100], 35)?.measured).toBe(
      'page 0 40, page 1 100 (floor: TBT 100 ms, score 98; machine speed (benchmarkIndex) 1096–1400, ' +
        'Chromium capped at 35% of one core)',
    );
    expect(goals['lighthouse-tbt-floor']?.measured).toBe('no floor page in this run');
    // With the floor rendered on the server audited too, each page over the goal says its TBT against that floor's.
    const rendered = evaluateGoals({
      ...missedRun,
      lighthouse: {
        status: 'measured',
        floor,
        renderedFloor: page('stack floor, server-rendered', 80, 250, 1500),
        seconds: 100,
        pages: [
          {
            ...page('page 0', 90, 280, 1500),
            againstFloor: { performance: -8, tbtMs: 180, loadBlockingMs: -220, fcpMs: -760 },
            againstRenderedFloor: { performance: 2, tbtMs: 30, loadBlockingMs: 10, fcpMs: 5 },
          },
        ],
      },
    }).find((goal) => goal.id === 'lighthouse-tbt-floor');
    expect(rendered?.met).toBe(false);
    expect(rendered?.why).toBe(
      "over the floor: page 0 TBT 280 ms, runs 280/280/280, first paint -0.76 s, whole load's blocking -220 ms, " +
        "TBT +30 ms against the server-rendered floor's 250",
    );
  });

  it("prints the Lighthouse table in the summary, each page with the machine's speed beside it", () => {
    const markdown = toMarkdown({ ...missedRun, goals: evaluateGoals(missedRun) });
    expect(markdown).toContain('| benchmarkIndex |');
    expect(markdown).toContain(
      '| jobs list | 85 (84–86) | 450 (450–450) | 500 (500–500) | 210 (210–210) | 0.7 (0.7–0.7) | 2.68 (2.68–2.68) |  |  | 1400 |',
    );
  });

  it('puts each page beside the floors: score, TBT, the whole load and the first paint; TBT and load rendered', () => {
    const floor = { ...page('stack floor', 79, 800, 2400), fcpMs: 1630, fcpRuns: [1620, 1630, 1640] };
    const renderedFloor = page('stack floor, server-rendered', 81, 1300, 2100);
    const job = {
      ...page('job detail', 74, 1400, 1900),
      againstFloor: { performance: -5, tbtMs: 600, loadBlockingMs: -40, fcpMs: -770 },
      againstRenderedFloor: { performance: -7, tbtMs: 100, loadBlockingMs: -30, fcpMs: 0 },
    };
    const table = lighthouseTable({ pages: [job], floor, renderedFloor });
    const rows = table.split('\n');
    expect(rows[0]).toContain(
      '| vs floor: score / TBT / whole load / FCP s | vs server-rendered floor: TBT / whole load |',
    );
    expect(rows[2]).toMatch(
      /^\| stack floor \| 79 \(78–80\) \| 800 \(800–800\) \| 850 \(850–850\) \| 120 \(120–120\) \| 1\.63 /,
    );
    expect(rows[3]).toMatch(
      /^\| stack floor, server-rendered \| 81 \(80–82\) \| 1300 \(1300–1300\) \|.*\| {2}\| {2}\| 1400 \|$/,
    );
    expect(rows[4]).toContain(
      '| job detail | 74 (73–75) | 1400 (1400–1400) | 1450 (1450–1450) | 120 (120–120) | 0.7 (0.7–0.7) |',
    );
    expect(rows[4]).toMatch(/\| -5 \/ \+600 \/ -40 \/ -0\.77 \| \+100 \/ -30 \| 1400 \|$/);
  });

  it('judges TBT, the longest task and the LCP page by page, naming only the pages over each', () => {
    expect(goals['lighthouse-tbt']).toMatchObject({ met: false, measured: 'home 150, jobs list 450' });
    expect(goals['lighthouse-tbt']?.why).toBe('jobs list runs 450/450/450 ms, machine speed (benchmarkIndex) 1400');
    expect(goals['lighthouse-long-task']).toMatchObject({ met: false, measured: 'home 120, jobs list 210' });
    expect(goals['lighthouse-long-task']?.why).toBe(
      'jobs list runs 210/210/210 ms, the top scripts /assets/index.js 90 ms',
    );
    // The LCP goal is about the list and a job's page; the home page's LCP is not judged by it.
    expect(goals['lighthouse-lcp']).toMatchObject({ met: false, measured: 'jobs list 2.68' });
    expect(goals['lighthouse-lcp']?.why).toBe('jobs list runs 2680/2680/2680 ms, its element main h2');
  });

  it('meets the LCP goal only when both the list and a job page were measured under it', () => {
    const lcpGoal = (pages: PageScore[]) =>
      evaluateGoals({ ...missedRun, lighthouse: { status: 'measured', seconds: 100, pages } }).find(
        (goal) => goal.id === 'lighthouse-lcp',
      );
    expect(lcpGoal([page('jobs list', 99, 20, 1700), page('job detail', 99, 20, 1800)])?.met).toBe(true);
    expect(lcpGoal([page('jobs list', 99, 20, 1700)])?.met).toBe(false);
    expect(lcpGoal([page('home', 99, 20, 900)])).toMatchObject({ met: false, measured: 'neither page in this run' });
  });

  it('gives no why for a goal met or not measured', () => {
    expect(goals['web-home']).toMatchObject({ met: true });
    expect(goals['web-home']?.why).toBeUndefined();
    expect(goals['search-items']).toMatchObject({ met: true });
    expect(goals['search-items']?.why).toBeUndefined();
    expect(goals['writes-bound']).toMatchObject({ met: null });
    expect(goals['writes-bound']?.why).toBeUndefined();
  });
});
