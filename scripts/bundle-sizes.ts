/**
 * Bundles every route handler exactly as the CDK functions are bundled (infra/bundling.ts) and prints each
 * bundle's minified and gzipped size, largest first: `npx tsx scripts/bundle-sizes.ts [--json]`.
 * Source maps are built (as deployed) but not counted: they are not loaded unless an error is printed.
 * `measureBundles()` is exported for the benchmark.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'esbuild';
import { esbuildOptions, handlerEntry } from '../infra/bundling.js';
import { type RouteId, routeIds } from '../shared/routes.js';

export interface BundleSize {
  route: RouteId;
  minifiedBytes: number;
  gzippedBytes: number;
}

async function measure(route: RouteId, outDir: string): Promise<BundleSize> {
  const outfile = join(outDir, route, 'index.mjs');
  await build(esbuildOptions(handlerEntry(route), outfile));
  const code = readFileSync(outfile);
  return { route, minifiedBytes: code.length, gzippedBytes: gzipSync(code, { level: 9 }).length };
}

/** Sizes of the routes whose handler exists, largest first, and the routes that have none yet. */
export async function measureBundles(): Promise<{ sizes: BundleSize[]; missing: RouteId[] }> {
  const missing = routeIds.filter((route) => !existsSync(handlerEntry(route)));
  const present = routeIds.filter((route) => !missing.includes(route));
  const outDir = mkdtempSync(join(tmpdir(), 'jobboard-bundles-'));
  try {
    const sizes: BundleSize[] = [];
    // Two at a time: esbuild is fast and the machine is shared.
    for (let i = 0; i < present.length; i += 2) {
      sizes.push(...(await Promise.all(present.slice(i, i + 2).map((route) => measure(route, outDir)))));
    }
    return { sizes: sizes.sort((a, b) => b.minifiedBytes - a.minifiedBytes), missing };
  } finally {
    rmSync(outDir, { recursive: true, force: true });
  }
}

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

function printTable({ sizes, missing }: Awaited<ReturnType<typeof measureBundles>>) {
  const width = Math.max(5, ...sizes.map((s) => s.route.length));
  console.log(`${'route'.padEnd(width)}  ${'minified'.padStart(10)}  ${'gzipped'.padStart(10)}`);
  for (const s of sizes) {
    console.log(`${s.route.padEnd(width)}  ${kb(s.minifiedBytes).padStart(10)}  ${kb(s.gzippedBytes).padStart(10)}`);
  }
  const total = sizes.reduce((sum, s) => sum + s.minifiedBytes, 0);
  console.log(`\n${sizes.length} bundles, ${kb(total)} minified in all; largest: ${sizes[0]?.route ?? 'none'}`);
  if (missing.length) console.log(`No handler file yet (not measured): ${missing.join(', ')}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureBundles();
  if (process.argv.includes('--json')) console.log(JSON.stringify(result, null, 2));
  else printTable(result);
}
