/**
 * The web build's JavaScript, gzipped, per route: Vite builds the site in memory (write: false, so web/dist is
 * untouched) and the chunk graph says what each screen loads. "initial" is what index.html loads (the app chunk
 * and its static imports): every visit pays it, and the home page is in it (the landing route is eager). The
 * shell is that minus the modules only the home page uses (estimated by their share of the rendered code).
 * Each other route adds its lazy chunk and the chunks it imports that the initial set does not hold.
 *
 * The stack's floor (web-floor/main.tsx: React, one MUI Button under a theme, a route, an SWR request) is built
 * beside it with the site's plugin and aliases: the shell's goal is read against what the stack alone weighs, as
 * the handler bundles are read against a bare DynamoDB client.
 */
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { build, type Rollup } from 'vite';
import { lazyMuiDefaultTheme } from '../../../../web/build/lazy-mui-default-theme.js';
import { reactRouterProductionAliases } from '../../../../web/build/react-router-production.js';
import { kib, round } from '../../harness/stats.js';

const repoRoot = join(import.meta.dirname, '..', '..', '..', '..');
const HOME_ONLY = [/\/web\/src\/features\/home\//];
/** A screen's file: web/src/features/<feature>/pages/<screen>.tsx (the page's name is the file's). */
const SCREEN = /^.*\/web\/src\/features\/[^/]+\/pages\/([^/]+)$/;

export interface WebFigures {
  initialGzKiB: number;
  homeGzKiB: number;
  shellGzKiB: number;
  /** The stack's floor (see above), gzipped. */
  stackFloorGzKiB: number;
  homeOnlyShare: number;
  /** What fills the initial JS: KiB of rendered code before minification per package or source folder, largest first. */
  initialByPackage: { name: string; renderedKiB: number }[];
  routes: { page: string; extraGzKiB: number; totalGzKiB: number; overShellGzKiB: number }[];
  chunks: number;
  buildSeconds: number;
}

/** The chunks of an in-memory build, by file name. */
function chunksOf(result: Awaited<ReturnType<typeof build>>): Map<string, Rollup.OutputChunk> {
  const output = (Array.isArray(result) ? result[0] : result) as Rollup.RollupOutput;
  return new Map(
    output.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk').map((c) => [c.fileName, c]),
  );
}

const gzipped = (chunk: Rollup.OutputChunk) => gzipSync(chunk.code, { level: 9 }).length;

const floorRoot = join(import.meta.dirname, 'web-floor');

/**
 * Builds the stack floor page with the site's plugin and aliases: in memory, or into `outDir` to be served.
 * `page`: the floor rendered in the browser (index.html) or the one adopted from server-rendered HTML (rendered.html).
 */
export function buildStackFloor(outDir?: string, page: 'index.html' | 'rendered.html' = 'index.html') {
  return build({
    configFile: false,
    root: floorRoot,
    plugins: [react(), lazyMuiDefaultTheme()],
    resolve: { alias: reactRouterProductionAliases },
    logLevel: 'silent',
    build: {
      rollupOptions: { input: join(floorRoot, page) },
      ...(outDir ? { outDir, emptyOutDir: true } : { write: false }),
    },
  });
}

async function measureStackFloor(): Promise<number> {
  const chunks = chunksOf(await buildStackFloor());
  return [...chunks.values()].reduce((total, chunk) => total + gzipped(chunk), 0);
}

export async function measureWebBuild(): Promise<WebFigures> {
  const started = performance.now();
  const result = await build({
    configFile: join(repoRoot, 'web/vite.config.ts'),
    logLevel: 'silent',
    build: { write: false, emptyOutDir: false },
  });
  const chunks = chunksOf(result);
  const gz = new Map([...chunks].map(([name, chunk]) => [name, gzipped(chunk)]));
  const closure = (names: string[], seen = new Set<string>()) => {
    for (const name of names) {
      if (seen.has(name)) continue;
      seen.add(name);
      closure(chunks.get(name)?.imports ?? [], seen);
    }
    return seen;
  };
  const sum = (names: Iterable<string>) => [...names].reduce((total, name) => total + (gz.get(name) ?? 0), 0);
  const entries = [...chunks.values()].filter((chunk) => chunk.isEntry).map((chunk) => chunk.fileName);
  const initial = closure(entries);
  const initialBytes = sum(initial);

  let homeOnly = 0;
  let rendered = 0;
  const byPackage = new Map<string, number>();
  for (const name of initial) {
    for (const [id, module] of Object.entries(chunks.get(name)?.modules ?? {})) {
      rendered += module.renderedLength;
      const owner =
        id.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1] ??
        id.match(/\/(web\/src\/(?:features\/)?[^/]+)/)?.[1] ??
        'other';
      byPackage.set(owner, (byPackage.get(owner) ?? 0) + module.renderedLength);
      if (HOME_ONLY.some((pattern) => pattern.test(id))) homeOnly += module.renderedLength;
    }
  }
  const homeOnlyShare = rendered ? homeOnly / rendered : 0;
  const shellBytes = initialBytes * (1 - homeOnlyShare);

  const routes = [...chunks.values()]
    .filter((chunk) => chunk.isDynamicEntry && SCREEN.test(chunk.facadeModuleId ?? ''))
    .map((chunk) => {
      const extra = [...closure([chunk.fileName])].filter((name) => !initial.has(name));
      const extraBytes = sum(extra);
      return {
        page: (chunk.facadeModuleId ?? '').replace(SCREEN, '$1'),
        extraGzKiB: kib(extraBytes),
        totalGzKiB: kib(initialBytes + extraBytes),
        overShellGzKiB: kib(initialBytes + extraBytes - shellBytes),
      };
    })
    .sort((a, b) => b.extraGzKiB - a.extraGzKiB);
  return {
    initialGzKiB: kib(initialBytes),
    homeGzKiB: kib(initialBytes),
    shellGzKiB: kib(shellBytes),
    stackFloorGzKiB: kib(await measureStackFloor()),
    homeOnlyShare: round(homeOnlyShare, 3),
    initialByPackage: [...byPackage]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 10)
      .map(([name, bytes]) => ({ name, renderedKiB: kib(bytes) })),
    routes,
    chunks: chunks.size,
    buildSeconds: round((performance.now() - started) / 1000),
  };
}
