/**
 * `npm run smoke -- --base-url https://jobs.acme.com`: the smoke test of a running board (smoke/run-smoke.ts), one
 * line per check; exits with 1 when any check failed. Skipped checks (a board without jobs) are said, not passed.
 */
import { parseArgs } from 'node:util';
import { type Outcome, runSmoke } from './smoke/run-smoke.js';

const { values } = parseArgs({ args: process.argv.slice(2), options: { 'base-url': { type: 'string' } } });
const baseUrl = values['base-url'];
if (!baseUrl || !URL.canParse(baseUrl)) {
  console.error('Usage: npm run smoke -- --base-url https://<the site>');
  process.exit(2);
}

const marks: Record<Outcome, string> = { passed: 'ok  ', failed: 'FAIL', skipped: 'skip' };
console.log(`Smoke test of ${baseUrl}`);
const started = performance.now();
const report = await runSmoke(baseUrl, (result) =>
  console.log(`${marks[result.outcome]} ${result.name}: ${result.detail}`),
);
const counts = (outcome: Outcome) => report.results.filter((result) => result.outcome === outcome).length;
console.log(
  `${counts('passed')} passed, ${counts('failed')} failed, ${counts('skipped')} skipped in ` +
    `${((performance.now() - started) / 1000).toFixed(1)} s (throwaway account ${report.account}: ` +
    `${report.cleanedUp ? 'deleted' : 'not deleted by its own check, see above'}).`,
);
process.exit(report.passed ? 0 : 1);
