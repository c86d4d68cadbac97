/**
 * `npm run bench`: seeds DynamoDB Local with boards of 1,000 and 20,000 jobs, measures every section of bench.ts,
 * judges the goals of goals.ts, writes bench/results/<timestamp>.json (ignored by git) and prints a markdown summary.
 * `npm run bench -- --help` for the flags; docs/performance.md explains how to read the report.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runBench } from './bench.js';
import { toMarkdown } from './markdown.js';
import { parseFlags, usage } from './options.js';

const argv = process.argv.slice(2);
if (argv.includes('--help')) {
  console.log(usage);
  process.exit(0);
}
try {
  const options = parseFlags(argv);
  const started = Date.now();
  const log = (line: string) =>
    console.log(`[${String(Math.round((Date.now() - started) / 1000)).padStart(4)} s] ${line}`);
  const report = await runBench({ ...options, log });
  if (options.resultsDir) {
    const dir = resolve(options.resultsDir);
    mkdirSync(dir, { recursive: true });
    const file = join(dir, `${report.startedAt.replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\nReport: ${file}`);
  }
  console.log(`\n${toMarkdown(report)}`);
} catch (error) {
  console.error(`Error: ${error instanceof Error ? error.message : error}`);
  process.exit(1);
}
