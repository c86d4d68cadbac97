/**
 * Lighthouse (mobile, its default: emulated phone, simulated slow 4G and 4× CPU slowdown) on Debian's Chromium
 * against the real `npm start` server, started here on a free port and a fresh data folder (so it builds the site
 * when stale and seeds the demo board): home, jobs list and a job detail page, each run `runs` times, medians kept.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../local/dynamodb.js';
import { median, round } from './stats.js';

export const CHROMIUM = '/usr/bin/chromium';
const repoRoot = join(import.meta.dirname, '..', '..');
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
}

export interface PageScore extends LighthouseRun {
  page: string;
  path: string;
  runs: number;
  /** Each run's performance score, to see the spread. */
  performanceRuns: number[];
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

/** Audits home, jobs list and a job detail page of the site at `base`, `runs` rounds, medians kept. */
export async function auditPages(
  base: string,
  runs: number,
): Promise<Pick<LighthouseFigures, 'lighthouseVersion' | 'pages'>> {
  const chrome = await chromeLauncher.launch({ chromePath: CHROMIUM, chromeFlags: CHROME_FLAGS });
  try {
    const [job] = (await (await fetch(`${base}/api/jobs?limit=1`)).json()) as { id: number }[];
    const pages = [
      { page: 'home', path: '/' },
      { page: 'jobs list', path: '/jobs' },
      { page: 'job detail', path: `/job/${job?.id}` },
    ];
    const results = new Map(pages.map((page) => [page.page, [] as LighthouseRun[]]));
    const diagnostics = new Map<string, PageDiagnostics>();
    let version: string | undefined;
    for (let run = 0; run < runs; run++) {
      for (const page of pages) {
        const result = await lighthouse(`${base}${page.path}`, {
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
        results.get(page.page)?.push({
          performance: Math.round((lhr.categories.performance?.score ?? 0) * 100),
          accessibility: Math.round((lhr.categories.accessibility?.score ?? 0) * 100),
          cls: audit('cumulative-layout-shift'),
          lcpMs: audit('largest-contentful-paint'),
          tbtMs: audit('total-blocking-time'),
          fcpMs: audit('first-contentful-paint'),
        });
      }
    }
    return {
      lighthouseVersion: version,
      pages: pages.map((page) => {
        const list = results.get(page.page) ?? [];
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
          performanceRuns: list.map((run) => run.performance),
          diagnostics: diagnostics.get(page.page) as PageDiagnostics,
        };
      }),
    };
  } finally {
    chrome.kill();
  }
}

export async function measureLighthouse(options: { runs: number }): Promise<LighthouseFigures> {
  const started = performance.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'jobboard-bench-lighthouse-'));
  const port = await freePort();
  const server = await startServer(dataDir, port);
  try {
    const audited = await auditPages(`http://localhost:${port}`, options.runs);
    return { ...audited, seconds: round((performance.now() - started) / 1000) };
  } finally {
    await stopServer(server);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
