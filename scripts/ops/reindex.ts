/**
 * `npm run reindex -- --stage <stage>` (or `--local`): rebuilds the search index from the jobs
 * (reindex/rebuild-index.ts), after a restore into a new table or an analyzer change. Prints its progress per page
 * and what it did.
 */
import { parseArgs } from 'node:util';
import { applyTarget, type Target, targetOf, targetOptions, targetUsage } from './target.js';

async function main(): Promise<void> {
  const { values } = parseArgs({ args: process.argv.slice(2), options: targetOptions });
  let target: Target;
  try {
    target = targetOf(values);
  } catch (error) {
    console.error(`${(error as Error).message}\nUsage: npm run reindex -- ${targetUsage}`);
    process.exit(2);
  }
  const where = applyTarget(target);
  console.log(`Rebuilding the search index of ${where} from its jobs…`);
  const { rebuildSearchIndex } = await import('./reindex/rebuild-index.js');
  const started = performance.now();
  const result = await rebuildSearchIndex((line) => console.log(line));
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `Indexed ${result.listedJobs} listed jobs of ${result.jobs} (${result.written} entries and words written), ` +
      `deleted ${result.staleDeleted} stale entries of ${result.entriesChecked}, in ${seconds} s.`,
  );
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
