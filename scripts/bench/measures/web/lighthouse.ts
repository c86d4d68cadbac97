/**
 * Lighthouse (mobile, its default: emulated phone, simulated slow 4G and 4× CPU slowdown) on Debian's Chromium
 * against the real `npm start` server, started here on a free port and a fresh data folder (so it builds the site
 * when stale and seeds the demo board): home, jobs list, a job detail page and a company page, each run `runs`
 * times, medians kept, with the stack floor page in every round, served beside it twice: rendered in the browser
 * (web-floor/main.tsx), the floor the goals name, and rendered on the server and adopted the way the site's pages are
 * (web-floor/rendered-floor.tsx). So each page reads against what the stack alone costs on the machine at that
 * moment, and against what it costs a page that paints before its script runs, as the site's do.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../../../../functions/local/dynamodb.js';
import { capRendererCpu } from '../../harness/cpu-cap.js';
import { median, round } from '../../harness/stats.js';
import { lighthouseTable } from '../../verdicts/lighthouse-table.js';
import { type InteractionFigures, measureInteractions } from './interaction.js';
import { buildStackFloor } from './web-build.js';
import { writeRenderedStackFloor } from './web-floor/rendered-floor.js';
import { serveStackFloor } from './web-floor/serve.js';

export const CHROMIUM = '/usr/bin/chromium';
const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');
const CHROME_FLAGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** One Lighthouse run's figures; a page's score is their median over the runs. */
interface LighthouseRun {
  performance: number;
  accessibility: number;
  cls: number;
  lcpMs: number;
  tbtMs: number;
  fcpMs: number;
  /** The longest main-thread task of the load, as Lighthouse simulates it on a phone (its `long-tasks` audit). */
  longestTaskMs: number;
  /**
   * Blocking time of the whole load: each long task's time over 50 ms, before the first paint as well as after (the
   * `long-tasks` audit's tasks, simulated as TBT's are; it lists the 20 longest). TBT counts only the tasks after the
   * first contentful paint: a page that paints before its scripts run pays their start in TBT, one that paints only
   * once they have run (the stack floor page) does not. This counts both alike.
   */
  loadBlockingMs: number;
  /** Lighthouse's measure of this machine's speed at the time (lower: busier or slower). */
  benchmarkIndex: number;
}

export interface PageScore extends LighthouseRun {
  page: string;
  path: string;
  runs: number;
  /** Each run's figures, to see the spread. */
  performanceRuns: number[];
  tbtRuns: number[];
  lcpRuns: number[];
  longestTaskRuns: number[];
  fcpRuns: number[];
  loadBlockingRuns: number[];
  /** The page against the stack floor page audited in the same rounds. */
  againstFloor?: AgainstFloor;
  /** The page against the server-rendered stack floor page audited in the same rounds. */
  againstRenderedFloor?: AgainstFloor;
  /** Where the time and the shifts come from (from the last run): for whoever fixes the page. */
  diagnostics: PageDiagnostics;
}

export interface PageDiagnostics {
  /** Lighthouse's measure of this machine's speed at the time (lower: busier or slower). */
  benchmarkIndex: number;
  /** The element that moved most, and its share of the CLS. */
  layoutShift?: { selector: string; score: number };
  lcpElement?: string;
  /** Main-thread CPU per script, largest first (ms, before the simulated 4× slowdown is applied). */
  scripts: { url: string; ms: number }[];
  unusedJsKiB: number;
  renderBlocking: string[];
}

interface AuditItem {
  node?: { selector?: string };
  score?: number;
  url?: string;
  total?: number;
  wastedBytes?: number;
}

type Lhr = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

function diagnose(lhr: Lhr): PageDiagnostics {
  const items = (id: string): AuditItem[] =>
    ((lhr.audits[id]?.details as { items?: AuditItem[] } | undefined)?.items ?? []).filter(Boolean);
  const shift = items('layout-shifts')[0];
  const lcp = (
    lhr.audits['lcp-breakdown-insight']?.details as { items?: { type?: string; selector?: string }[] }
  )?.items?.find((item) => item.type === 'node');
  const path = (url = '') => url.replace(/^https?:\/\/[^/]+/, '');
  return {
    benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
    ...(shift?.node?.selector
      ? { layoutShift: { selector: shift.node.selector, score: round(shift.score ?? 0, 3) } }
      : {}),
    ...(lcp?.selector ? { lcpElement: lcp.selector } : {}),
    scripts: items('bootup-time')
      .slice(0, 3)
      .map((item) => ({ url: path(item.url), ms: Math.round(item.total ?? 0) })),
    unusedJsKiB: round(items('unused-javascript').reduce((sum, item) => sum + (item.wastedBytes ?? 0), 0) / 1024),
    renderBlocking: items('render-blocking-insight').map((item) => path(item.url)),
  };
}

export interface LighthouseFigures {
  lighthouseVersion?: string;
  pages: PageScore[];
  /** The stack floor page (web-floor/main.tsx), audited in the same rounds as the pages. */
  floor?: PageScore;
  /** The same floor rendered on the server and adopted (web-floor/rendered-floor.tsx), in the same rounds. */
  renderedFloor?: PageScore;
  /** Interaction to Next Paint of a scripted first interaction on each page (interaction.ts). */
  interactions?: InteractionFigures[];
  /** Chromium ran capped at this percent of one core (--cpu-share); none: at the machine's own speed. */
  cpuShare?: number;
  seconds: number;
}

async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(join(repoRoot, 'node_modules/.bin/tsx'), ['scripts/local/start.ts'], {
    cwd: repoRoot,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'SILENT' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  await new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`npm start did not get ready in 5 min: ${output.slice(-500)}`)),
      300_000,
    );
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Job board running at')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`npm start exited (${code}): ${output.slice(-500)}`));
    });
  });
  return child;
}

async function stopServer(child: ChildProcess) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
  if (child.exitCode === null) child.kill('SIGKILL');
}

/** Why Lighthouse cannot run here, if it cannot. */
export function chromiumMissing(): string | undefined {
  return existsSync(CHROMIUM) ? undefined : `${CHROMIUM} is not installed (apt-get install chromium)`;
}

/** What one page read against the floor, round by round (the same minutes, so the machine's state cancels out). */
export interface AgainstFloor {
  /** Median over the rounds of the page's score minus the floor's. */
  performance: number;
  /** Median over the rounds of the page's TBT minus the floor's (ms). */
  tbtMs: number;
  /** Median over the rounds of the page's blocking time of the whole load minus the floor's (ms). */
  loadBlockingMs: number;
  /** Median over the rounds of the page's first contentful paint minus the floor's (ms): below 0, it paints sooner. */
  fcpMs: number;
}

/** A page's runs against a floor's, round by round: the medians of the differences. */
function against(list: LighthouseRun[], floorRuns: LighthouseRun[]): AgainstFloor {
  const paired = (pick: (run: LighthouseRun) => number) =>
    round(median(list.map((run, index) => pick(run) - pick(floorRuns[index] as LighthouseRun))));
  return {
    performance: paired((run) => run.performance),
    tbtMs: paired((run) => run.tbtMs),
    loadBlockingMs: paired((run) => run.loadBlockingMs),
    fcpMs: paired((run) => run.fcpMs),
  };
}

interface AuditedPage {
  page: string;
  path: string;
}

function summarize(page: AuditedPage, list: LighthouseRun[], diagnostics: PageDiagnostics): PageScore {
  const mid = (pick: (run: LighthouseRun) => number, digits = 0) => round(median(list.map(pick)), digits);
  return {
    ...page,
    runs: list.length,
    performance: mid((run) => run.performance),
    accessibility: mid((run) => run.accessibility),
    cls: mid((run) => run.cls, 3),
    lcpMs: mid((run) => run.lcpMs),
    tbtMs: mid((run) => run.tbtMs),
    fcpMs: mid((run) => run.fcpMs),
    longestTaskMs: mid((run) => run.longestTaskMs),
    loadBlockingMs: mid((run) => run.loadBlockingMs),
    benchmarkIndex: mid((run) => run.benchmarkIndex),
    performanceRuns: list.map((run) => run.performance),
    tbtRuns: list.map((run) => Math.round(run.tbtMs)),
    lcpRuns: list.map((run) => Math.round(run.lcpMs)),
    longestTaskRuns: list.map((run) => Math.round(run.longestTaskMs)),
    fcpRuns: list.map((run) => Math.round(run.fcpMs)),
    loadBlockingRuns: list.map((run) => Math.round(run.loadBlockingMs)),
    diagnostics,
  };
}

/** The pages a visitor lands on: home, jobs list, a job and a company, by ids the running site gives. */
async function publicPages(base: string): Promise<AuditedPage[]> {
  const [job] = (await (await fetch(`${base}/api/jobs?limit=1`)).json()) as { id: number }[];
  const companies = (await (await fetch(`${base}/api/companies`)).json()) as { id: number }[];
  return [
    { page: 'home', path: '/' },
    { page: 'jobs list', path: '/jobs' },
    { page: 'job detail', path: `/job/${job?.id}` },
    { page: 'company', path: `/companies/${companies[0]?.id}` },
  ];
}

/** Where the two floor pages are served, when they are audited. */
interface FloorBases {
  floor?: string;
  renderedFloor?: string;
}

/**
 * Audits the public pages of the site at `base` and the floor pages served at `floors` in every round (the floors
 * first, then the site's pages in order): `runs` rounds, medians kept, each run's figures listed for the spread.
 */
export async function auditPages(
  base: string,
  runs: number,
  floors: FloorBases = {},
  extraFlags: string[] = [],
): Promise<Pick<LighthouseFigures, 'lighthouseVersion' | 'pages' | 'floor' | 'renderedFloor'>> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: [...CHROME_FLAGS, ...extraFlags] });
  try {
    const pages = await publicPages(base);
    const floorPage = { page: 'stack floor', path: '/' };
    const renderedFloorPage = { page: 'stack floor, server-rendered', path: '/' };
    const audited = [
      ...(floors.floor ? [{ ...floorPage, base: floors.floor }] : []),
      ...(floors.renderedFloor ? [{ ...renderedFloorPage, base: floors.renderedFloor }] : []),
      ...pages.map((p) => ({ ...p, base })),
    ];
    const results = new Map(audited.map((page) => [page.page, [] as LighthouseRun[]]));
    const diagnostics = new Map<string, PageDiagnostics>();
    let version: string | undefined;
    for (let run = 0; run < runs; run++) {
      for (const page of audited) {
        const result = await lighthouse(`${page.base}${page.path}`, {
          port: chrome.port,
          logLevel: 'error',
          output: 'json',
          onlyCategories: ['performance', 'accessibility'],
        });
        if (!result) throw new Error(`Lighthouse gave no result for ${page.path}`);
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse failed on ${page.path}: ${lhr.runtimeError.message}`);
        version = lhr.lighthouseVersion;
        diagnostics.set(page.page, diagnose(lhr));
        const audit = (id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
        const longTasks = (
          (lhr.audits['long-tasks']?.details as { items?: { duration?: number }[] } | undefined)?.items ?? []
        ).map((task) => task.duration ?? 0);
        results.get(page.page)?.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          cls: audit('cumulative-layout-shift'),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          fcpMs: audit('first-contentful-paint'),
          // No item: no task of the load reached 50 ms.
          longestTaskMs: Math.max(0, ...longTasks),
          loadBlockingMs: longTasks.reduce((sum, duration) => sum + Math.max(0, duration - 50), 0),
          benchmarkIndex: Math.round(lhr.environment.benchmarkIndex),
        });
      }
    }
    const floorRuns = results.get(floorPage.page) ?? [];
    const renderedFloorRuns = results.get(renderedFloorPage.page) ?? [];
    const summary = (page: AuditedPage, list: LighthouseRun[]) =>
      summarize(page, list, diagnostics.get(page.page) as PageDiagnostics);
    const scores = pages.map((page) => {
      const list = results.get(page.page) ?? [];
      return {
        ...summary(page, list),
        ...(floorRuns.length ? { againstFloor: against(list, floorRuns) } : {}),
        ...(renderedFloorRuns.length ? { againstRenderedFloor: against(list, renderedFloorRuns) } : {}),
      };
    });
    return {
      lighthouseVersion: version,
      pages: scores,
      ...(floorRuns.length ? { floor: summary(floorPage, floorRuns) } : {}),
      ...(renderedFloorRuns.length ? { renderedFloor: summary(renderedFloorPage, renderedFloorRuns) } : {}),
    };
  } finally {
    chrome.kill();
  }
}

/**
 * Starts `npm start` and the two stack floor pages beside it, audits all in the same rounds, then measures the
 * scripted interactions (interaction.ts) in as many rounds.
 */
export async function measureLighthouse(options: {
  runs: number;
  /** Chromium capped at this percent of one core (cpu-cap.ts): the slower machine's figures. */
  cpuShare?: number;
  log?: (line: string) => void;
}): Promise<LighthouseFigures> {
  const started = performance.now();
  const cap = options.cpuShare === undefined ? undefined : capRendererCpu(options.cpuShare);
  if (typeof cap === 'string') throw new Error(cap);
  const flags = cap?.flags ?? [];
  const dataDir = mkdtempSync(join(tmpdir(), 'jobboard-bench-lighthouse-'));
  const floorDir = join(dataDir, 'floor');
  const renderedFloorDir = join(dataDir, 'rendered-floor');
  const port = await freePort();
  const server = await startServer(dataDir, port);
  const floors: Server[] = [];
  try {
    const base = `http://localhost:${port}`;
    await buildStackFloor(floorDir);
    await writeRenderedStackFloor(renderedFloorDir, base);
    const serve = async (dir: string) => {
      const floorPort = await freePort();
      floors.push(await serveStackFloor(dir, base, floorPort));
      return `http://localhost:${floorPort}`;
    };
    const floorBases = { floor: await serve(floorDir), renderedFloor: await serve(renderedFloorDir) };
    const audited = await auditPages(base, options.runs, floorBases, flags);
    options.log?.(`Lighthouse, ${options.runs} rounds, medians (spread):\n${lighthouseTable(audited)}`);
    const interactions = await measureInteractions(base, options.runs, CHROMIUM, flags);
    options.log?.(
      `INP at 4× CPU: ${interactions.map((i) => `${i.page} ${i.inpMs} ms (${i.inpRuns.join('/')})`).join(', ')}`,
    );
    return {
      ...audited,
      interactions,
      cpuShare: options.cpuShare,
      seconds: round((performance.now() - started) / 1000),
    };
  } finally {
    cap?.release();
    for (const floor of floors) floor.close();
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
