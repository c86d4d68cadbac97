/** Builds the site with Vite when web/dist is missing or older than its sources. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { siteHtmlFiles } from '../../shared/prerendered-pages.js';

export const repoRoot = new URL('../../', import.meta.url).pathname;
export const webDist = join(repoRoot, 'web/dist');
const sources = [
  'web/src',
  'web/public',
  'web/build',
  'web/index.html',
  'web/vite.config.ts',
  'shared',
  'package-lock.json',
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stats = statSync(path);
  if (!stats.isDirectory()) return stats.mtimeMs;
  let newest = stats.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

export function siteIsStale(): boolean {
  const index = join(webDist, 'index.html');
  if (siteHtmlFiles.some((file) => !existsSync(join(webDist, file)))) return true;
  const built = statSync(index).mtimeMs;
  return sources.some((source) => newestMtime(join(repoRoot, source)) > built);
}

/** Builds into web/dist, or into `outDir` (the end-to-end tests build their own copy from the current sources). */
export async function buildSite(outDir?: string): Promise<void> {
  const { build } = await import('vite');
  await build({
    configFile: join(repoRoot, 'web/vite.config.ts'),
    logLevel: 'warn',
    ...(outDir ? { build: { outDir, emptyOutDir: true } } : {}),
  });
}
