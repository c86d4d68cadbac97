/**
 * `npm run bench`: seeds DynamoDB Local with boards of 1,000 and 20,000 jobs, measures every section
 * (harness/bench.ts runs the measures/), judges the goals (verdicts/goals.ts), writes
 * data/results/<timestamp>.json (ignored by git) and prints a markdown summary. `npm run bench -- --help` for the
 * flags; README.md here says where each part lives, docs/performance.md how to read the report.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { runBench } from './harness/bench.js';
import { parseFlags, usage } from './harness/options.js';
import { toMarkdown } from './verdicts/markdown.js';

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
