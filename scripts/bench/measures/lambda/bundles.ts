/**
 * Each Lambda bundle built exactly as deployed (infra/bundling.ts: the options CDK's NodejsFunction passes to
 * esbuild): minified and gzipped size, whether it carries the DynamoDB client, and its load time (the import of the
 * bundle, in a fresh Node process, the low decile of many) against a bare DynamoDB client bundle built the same way.
 * The low decile, not the median: on two shared cores a load only ever gets slower than its own cost (another
 * process on the CPU, a page fault), so the fast loads are the ones that measure the bundle; a median of 21 moved a
 * handler's ratio by up to 0.19 between runs on the same code (2026-11-22).
 * Each bundle also lists what it carries over the bare one, per package: load time follows size, so that says
 * where a ratio comes from.
 * The import also counts network calls: none may happen on load (no secret fetched at import).
 *
 * The bare bundle is measured twice, as itself and as a second copy (the control): the control's ratio is the
 * method's own resolution on this machine, so a handler's ratio is read against it, not against 1 alone.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { esbuildOptions, handlerEntry } from '../../../../infra/bundling.js';
import { type RouteId, routeIds, routes } from '../../../../shared/routes.js';
import { createRandom } from '../../../local/seed/random.js';
import { kib, percentile, round } from '../../harness/stats.js';

export interface BundleFigure {
  name: string;
  minifiedKiB: number;
  gzippedKiB: number;
  hasDynamoDb: boolean;
  /** Its own code reads the table (a db/ import or a signed-in route); false: it ships the SDK without using it. */
  needsDynamoDb: boolean;
  loadMs: number;
  loadRatio: number;
  networkCallsOnLoad: number;
  /** The packages or source folders that add most beyond the bare bundle: KiB of minified output, largest first. */
  overBare: { name: string; kib: number }[];
}

export interface BundleFigures {
  bare: BundleFigure;
  /** The bare bundle again, measured like a handler: its ratio shows how finely the method resolves. */
  control: BundleFigure;
  routes: BundleFigure[];
  missingHandlers: RouteId[];
  loadRuns: number;
}

const here = import.meta.dirname;
/** The rounds' orders are random but the same in every run, so two runs differ only by the machine. */
const LOAD_ORDER_SEED = 20261122;
/** The share of a bundle's loads at or under its reported load time (see the header). */
const LOAD_PERCENTILE = 0.1;

/** Imports the bundle given as argument and prints how long that took and how many sockets or fetches it opened. */
const LOADER = `
import net from 'node:net';
let calls = 0;
const fetch0 = globalThis.fetch;
globalThis.fetch = (...args) => { calls += 1; return fetch0(...args); };
const connect0 = net.Socket.prototype.connect;
net.Socket.prototype.connect = function (...args) { calls += 1; return connect0.apply(this, args); };
const started = performance.now();
await import(process.argv[1]);
console.log(JSON.stringify({ ms: performance.now() - started, calls }));
`;

function loadOnce(file: string): { ms: number; calls: number } {
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', LOADER, file], {
    encoding: 'utf8',
    env: { PATH: process.env.PATH, TABLE_NAME: 'bench', AWS_REGION: 'us-east-1', LOG_LEVEL: 'SILENT' },
  });
  if (run.status !== 0) throw new Error(`Loading ${file} failed: ${run.stderr.slice(-500)}`);
  return JSON.parse(run.stdout.trim().split('\n').at(-1) as string);
}

interface Built {
  name: string;
  outfile: string;
  minifiedKiB: number;
  gzippedKiB: number;
  hasDynamoDb: boolean;
  /** Bytes of minified output per package (node_modules) or source folder. */
  bytesByOwner: Map<string, number>;
}

/** `@aws-sdk/client-sesv2` for a dependency, `functions/lib` for our own code. */
function owner(input: string): string {
  const dependency = input.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  return dependency ?? input.split('/').slice(0, 2).join('/');
}

/** The five owners that add most to `item` beyond what `bare` holds of them, largest first. */
function overBare(item: Built, bare: Built): { name: string; kib: number }[] {
  return [...item.bytesByOwner]
    .map(([name, bytes]) => ({ name, bytes: bytes - (bare.bytesByOwner.get(name) ?? 0) }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 5)
    .filter((entry) => entry.bytes > 0)
    .map((entry) => ({ name: entry.name, kib: kib(entry.bytes) }));
}

/**
 * Builds every entry in one esbuild run: with bundling on and no code splitting each output is a whole,
 * independent bundle, exactly what a build per entry gives, in a fraction of the time.
 */
async function buildAll(entries: Record<string, string>, outDir: string) {
  const [first] = Object.values(entries);
  const { outfile: _outfile, ...options } = esbuildOptions(first as string, join(outDir, 'unused.mjs'));
  const result = await build({
    ...options,
    entryPoints: Object.entries(entries).map(([name, entry]) => ({ in: entry, out: `${name}/index` })),
    outdir: outDir,
    outExtension: { '.js': '.mjs' },
    metafile: true,
  });
  const built = new Map<string, Built>();
  for (const name of Object.keys(entries)) {
    const outfile = join(outDir, name, 'index.mjs');
    const code = readFileSync(outfile);
    const output = Object.entries(result.metafile.outputs).find(([path]) => path.endsWith(`${name}/index.mjs`))?.[1];
    const bytesByOwner = new Map<string, number>();
    for (const [input, { bytesInOutput }] of Object.entries(output?.inputs ?? {}))
      bytesByOwner.set(owner(input), (bytesByOwner.get(owner(input)) ?? 0) + bytesInOutput);
    built.set(name, {
      name,
      outfile,
      minifiedKiB: kib(code.length),
      gzippedKiB: kib(gzipSync(code, { level: 9 }).length),
      hasDynamoDb: Object.keys(output?.inputs ?? {}).some((input) =>
        input.includes('node_modules/@aws-sdk/client-dynamodb/'),
      ),
      bytesByOwner,
    });
  }
  return built;
}

/** What the route table grants the route on the table (its IAM policy is made from the same field). */
function needsDynamoDb(route: RouteId): boolean {
  return routes[route].data !== 'none';
}

export async function measureBundles(options: { only?: RouteId[]; loadRuns: number }): Promise<BundleFigures> {
  const wanted = options.only ?? routeIds;
  const missingHandlers = wanted.filter((route) => !existsSync(handlerEntry(route)));
  const present = wanted.filter((route) => !missingHandlers.includes(route));
  const outDir = mkdtempSync(join(tmpdir(), 'jobboard-bench-bundles-'));
  try {
    const entries = {
      'bare-dynamodb': join(here, 'bare-dynamodb.ts'),
      'bare-dynamodb-control': join(here, 'bare-dynamodb.ts'),
      ...Object.fromEntries(present.map((route) => [route, handlerEntry(route)])),
    };
    const outputs = await buildAll(entries, outDir);
    const bare = outputs.get('bare-dynamodb') as Built;
    const control = outputs.get('bare-dynamodb-control') as Built;
    const built = present.map((route) => ({ ...(outputs.get(route) as Built), needsDynamoDb: needsDynamoDb(route) }));
    const all: Built[] = [bare, control, ...built];
    const loads = new Map(all.map((item) => [item.name, [] as { ms: number; calls: number }[]]));
    // Rounds over every bundle, so a busy moment of the machine spreads over all of them alike, each round in a
    // new random order: with a fixed order, two copies of one file measured up to 10 % apart (2026-11-22).
    const random = createRandom(LOAD_ORDER_SEED);
    for (let run = 0; run < options.loadRuns; run++) {
      for (const item of random.sample(all, all.length)) loads.get(item.name)?.push(loadOnce(item.outfile));
    }
    const loadTime = (item: Built) =>
      percentile(
        (loads.get(item.name) ?? []).map((load) => load.ms),
        LOAD_PERCENTILE,
      );
    const bareMs = loadTime(bare);
    const figure = (item: Built, needs: boolean): BundleFigure => {
      const measured = loads.get(item.name) ?? [];
      const loadMs = loadTime(item);
      return {
        name: item.name,
        minifiedKiB: item.minifiedKiB,
        gzippedKiB: item.gzippedKiB,
        hasDynamoDb: item.hasDynamoDb,
        needsDynamoDb: needs,
        loadMs: round(loadMs),
        loadRatio: round(loadMs / bareMs, 2),
        networkCallsOnLoad: Math.max(...measured.map((load) => load.calls)),
        overBare: overBare(item, bare),
      };
    };
    return {
      bare: figure(bare, true),
      control: figure(control, true),
      routes: built.map((item) => figure(item, item.needsDynamoDb)).sort((a, b) => b.minifiedKiB - a.minifiedKiB),
      missingHandlers,
      loadRuns: options.loadRuns,
    };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}
