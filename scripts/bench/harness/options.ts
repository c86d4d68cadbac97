/** What a benchmark run measures and how hard; `npm run bench -- --help` lists the flags. */
import type { RouteId } from '../../../shared/routes.js';

export interface BenchOptions {
  /** Board sizes, smallest first; every size gets its own table and server process. */
  sizes: number[];
  pageSize: number;
  /** Timed requests per query kind and size. */
  iterations: number;
  /** Jobs of each board posted through createJob (and compared with the bulk path) before bulk seeding. */
  throughRepository: number;
  connections: number;
  getJobSeconds: number;
  /** Handler bundles to build: every route, a few, or none. */
  bundles: 'all' | RouteId[] | 'none';
  bundleLoadRuns: number;
  web: boolean;
  /** Lighthouse rounds over the floor and the public pages (and INP rounds); 0 skips it. */
  lighthouseRuns: number;
  /** Chromium capped at this percent of one core for Lighthouse and INP (harness/cpu-cap.ts); none: uncapped. */
  cpuShare?: number;
  logins: number;
  /** Pairs of readSession and a bare user GetItem timed for the session check's cost. */
  sessionChecks: number;
  writeCostJobs: number;
  /** (job, word) pairs searched for the recall figure, on the largest board. */
  recallPairs: number;
  /** Jobs posted and deactivated for the index-lag figure (two writes each). */
  lagWrites: number;
  /** Daily alerts saved on each board for the digest figure, one number per size; none: half the board's jobs. */
  alerts?: number[];
  /** The sections to run (SECTIONS); the others are recorded as skipped. */
  sections: Section[];
  /** Use this DynamoDB Local (the tests' one) instead of starting one. */
  dynamoEndpoint?: string;
  /** Where the JSON report goes (scripts/bench/data/results/, ignored by git); none: not written. */
  resultsDir?: string;
  log: (line: string) => void;
}

export const SECTIONS = [
  'web',
  'bundles',
  'queries',
  'search',
  'getJob',
  'login',
  'session',
  'writes',
  'lag',
  'alerts',
  'matching',
  'lighthouse',
] as const;
export type Section = (typeof SECTIONS)[number];

export const defaultOptions: Omit<BenchOptions, 'log'> = {
  sizes: [1_000, 20_000],
  pageSize: 20,
  iterations: 100,
  throughRepository: 200,
  connections: 10,
  getJobSeconds: 10,
  bundles: 'all',
  // 41 loads a bundle: its low decile (bundles.ts) is then its 5th fastest. Two runs on the same code agreed within
  // 0.09 on every ratio (18 of 25 within 0.05), the control at 1.00 and 0.99 (2026-11-22).
  bundleLoadRuns: 41,
  web: true,
  lighthouseRuns: 5,
  logins: 20,
  sessionChecks: 400,
  writeCostJobs: 20,
  recallPairs: 1000,
  lagWrites: 100,
  sections: [...SECTIONS],
  resultsDir: 'scripts/bench/data/results',
};

/** The `npm test` smoke: every section that is quick, tiny sizes, few repetitions. */
export const smokeOptions: Omit<BenchOptions, 'log'> = {
  // The smallest pair on which every query kind fills a page of 5 at both sizes (smaller boards end lists early).
  sizes: [200, 400],
  pageSize: 5,
  iterations: 3,
  throughRepository: 20,
  connections: 10,
  getJobSeconds: 1,
  bundles: ['get-job', 'get-enums'],
  bundleLoadRuns: 1,
  web: true,
  lighthouseRuns: 0,
  logins: 2,
  sessionChecks: 10,
  writeCostJobs: 2,
  recallPairs: 40,
  lagWrites: 3,
  alerts: [30, 60],
  sections: [...SECTIONS],
};

export const usage = `npm run bench -- [flags]
  --sizes 1000,20000     board sizes (jobs), smallest first
  --iterations 100       timed requests per query kind and size
  --page-size 20         jobs per page
  --seconds 10           GET /api/jobs/{id} load duration (each of handler and raw GetItem)
  --session-checks 400   pairs of readSession and a bare user GetItem for the session check's cost
  --lighthouse-runs 5    rounds of Lighthouse over the floor, home, jobs list, job, company (0 skips)
  --cpu-share 35         run Chromium for Lighthouse and INP capped at 35% of one core (root): a slower machine
  --recall-pairs 1000    (job, word) pairs searched for recall on the largest board
  --lag-writes 100       jobs posted, then deactivated, for the index lag
  --alerts 300,10000     daily alerts per board for the digest, one per size (default: half of each board's jobs)
  --only queries,search  run only these sections: ${SECTIONS.join(', ')}
  --no-web               skip the web build sizes    --no-bundles   skip the Lambda bundles
  --smoke                the npm test configuration (N = 200 and 400, a few runs)
  --out scripts/bench/data/results  folder of the JSON report`;

export function parseFlags(argv: string[]): Omit<BenchOptions, 'log'> {
  const options = {
    ...(argv.includes('--smoke') ? smokeOptions : defaultOptions),
    resultsDir: 'scripts/bench/data/results',
  };
  const value = (flag: string) => {
    const index = argv.indexOf(flag);
    return index === -1 ? undefined : argv[index + 1];
  };
  const number = (flag: string) => {
    const text = value(flag);
    if (text === undefined) return undefined;
    const parsed = Number(text);
    if (!Number.isInteger(parsed) || parsed < 0) throw new Error(`${flag} needs a whole number, not "${text}"`);
    return parsed;
  };
  const sizes = value('--sizes');
  if (sizes !== undefined) {
    options.sizes = sizes.split(',').map(Number);
    if (options.sizes.some((size) => !Number.isInteger(size) || size < 50) || options.sizes.length < 2) {
      throw new Error('--sizes needs two or more whole numbers of at least 50, e.g. 1000,20000');
    }
    options.sizes.sort((a, b) => a - b);
  }
  options.iterations = number('--iterations') ?? options.iterations;
  options.pageSize = number('--page-size') ?? options.pageSize;
  options.getJobSeconds = number('--seconds') ?? options.getJobSeconds;
  options.sessionChecks = number('--session-checks') ?? options.sessionChecks;
  options.lighthouseRuns = number('--lighthouse-runs') ?? options.lighthouseRuns;
  options.cpuShare = number('--cpu-share') ?? options.cpuShare;
  options.recallPairs = number('--recall-pairs') ?? options.recallPairs;
  options.lagWrites = number('--lag-writes') ?? options.lagWrites;
  const alerts = value('--alerts');
  if (alerts !== undefined) {
    options.alerts = alerts.split(',').map(Number);
    if (options.alerts.some((count) => !Number.isInteger(count) || count < 1)) {
      throw new Error(`--alerts needs whole numbers of at least 1, not "${alerts}"`);
    }
  }
  if (options.alerts && options.alerts.length !== options.sizes.length) {
    throw new Error(`--alerts needs one number per board size (${options.sizes.join(',')})`);
  }
  const only = value('--only');
  if (only !== undefined) {
    const wanted = only.split(',');
    const unknown = wanted.filter((name) => !(SECTIONS as readonly string[]).includes(name));
    if (unknown.length > 0) throw new Error(`--only knows ${SECTIONS.join(', ')}; not ${unknown.join(', ')}`);
    options.sections = wanted as Section[];
  }
  if (argv.includes('--no-web')) options.web = false;
  if (argv.includes('--no-bundles')) options.bundles = 'none';
  options.resultsDir = value('--out') ?? options.resultsDir;
  return options;
}
