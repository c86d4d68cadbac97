import { build } from 'esbuild';
import { esbuildOptions } from '../infra/bundling.js';
const t0 = performance.now();
const result = await build({ ...esbuildOptions('functions/pages/job-page.ts', '/tmp/jp/index.mjs'), metafile: true });
console.log('bundle ms', Math.round(performance.now() - t0), 'errors', result.errors.length, 'warnings', result.warnings.length);
const out = Object.entries(result.metafile.outputs).filter(([f]) => f.endsWith('.mjs'));
for (const [f, o] of out) console.log(f, (o.bytes / 1024).toFixed(1), 'KiB');
