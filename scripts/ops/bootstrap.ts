/**
 * `npm run bootstrap -- --stage <stage>` (or `--local`): writes the reference data a board needs before its first
 * job (categories with their icons, learning resources) into the stage's table, from the one source the local demo
 * seed also uses (reference-data/). Idempotent: a second run reports 0 items changed.
 *
 * It never writes demo accounts, companies or jobs to a deployed stage: `--demo` is refused there (the demo accounts
 * share a published password). `--local --demo` seeds the local demo board, as `npm start` does.
 */
import { parseArgs } from 'node:util';
import { applyTarget, type Target, targetOf, targetOptions, targetUsage } from './target.js';

const DEMO_REFUSED =
  'Refused: demo accounts, companies and jobs (all with the demo password) are only for the local stack ' +
  '(npm start, or --local). A deployed stage gets reference data only: run without --demo.';

async function main(): Promise<void> {
  const { values } = parseArgs({
    args: process.argv.slice(2),
    options: { ...targetOptions, demo: { type: 'boolean' } },
  });
  let target: Target;
  try {
    target = targetOf(values);
  } catch (error) {
    console.error(`${(error as Error).message}\nUsage: npm run bootstrap -- ${targetUsage} [--demo]`);
    process.exit(2);
  }
  if (values.demo && target.kind !== 'local') {
    console.error(DEMO_REFUSED);
    process.exit(1);
  }
  const where = applyTarget(target);
  console.log(`Writing the reference data to ${where}…`);
  const { changedItems, writeReferenceData } = await import('./reference-data/write.js');
  const started = performance.now();
  const result = await writeReferenceData();
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  const line = (name: string, c: { created: number; updated: number; unchanged: number }) =>
    `  ${name}: ${c.created} created, ${c.updated} updated, ${c.unchanged} unchanged`;
  console.log([line('categories', result.categories), line('resources', result.resources)].join('\n'));
  console.log(`${changedItems(result)} items changed in ${seconds} s.`);
  if (values.demo) {
    const { seedDemoData } = await import('../local/seed/index.js');
    const seeded = await seedDemoData();
    console.log(`Demo board: ${seeded.companies} companies, ${seeded.jobs} jobs.`);
  }
}

main().catch((error: unknown) => {
  console.error((error as Error).message);
  process.exit(1);
});
