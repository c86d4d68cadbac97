/**
 * `npm run infra:report`: what the synthesized templates of dev, staging and prod say (infra/test/template-facts.ts):
 * stacks, functions and how many deploy gradually with a user-facing rollback alarm (must be all), reserved
 * concurrency against the ceiling, alarms, dead-letter queues, open cdk-nag findings, and the idle monthly floor
 * beside the figure docs/deploy.md states. Synthesizes without bundling, as the infra tests do: about a minute of CPU.
 * `--markdown` prints the figures table of docs/deploy.md instead, to paste there after a change.
 */
import { cpus } from 'node:os';
import { stageNames } from '../config/stages.js';
import { docFigures } from '../test/doc-figures.js';
import { synthStage } from '../test/synth.js';
import { type StageFacts, stageFacts } from '../test/template-facts.js';

if (process.argv.includes('--markdown')) {
  const all = stageNames.map((stage) => stageFacts(stage, synthStage(stage)));
  const row = (name: string, cell: (f: StageFacts) => string) => `| ${name} | ${all.map(cell).join(' | ')} |`;
  console.log(
    [
      '| Figure | dev | staging | prod |',
      '|---|---|---|---|',
      row('Stacks', (f) => String(f.stacks.length)),
      row('Functions (each canaried)', (f) => String(f.functions)),
      row('Route functions', (f) => String(f.routeFunctions)),
      row('Alarms', (f) => String(f.alarms)),
      row('Dead-letter queues', (f) => String(f.deadLetterQueues)),
      row('Reserved concurrency', (f) => (f.reservedConcurrency ? String(f.reservedConcurrency) : '—')),
      row('Backup plans', (f) => String(f.backupPlans)),
      row('Idle monthly floor ($)', (f) => f.idleMonthlyUsd.toFixed(2)),
    ].join('\n'),
  );
  process.exit(0);
}

const documented = docFigures();
console.log(`Infra report, ${new Date().toISOString()}, ${cpus().length} × ${cpus()[0]?.model ?? 'unknown CPU'}`);
for (const stage of stageNames) {
  const facts = stageFacts(stage, synthStage(stage));
  const doc = (row: string) => documented[row]?.[stage] ?? '—';
  console.log(`\n${stage}`);
  console.log(`  stacks                          ${facts.stacks.length} (${facts.stacks.join(', ')})`);
  console.log(`  functions                       ${facts.functions} (${facts.routeFunctions} routes)`);
  console.log(`  gradual + user-facing rollback  ${facts.canaried} of ${facts.functions}`);
  console.log(
    `  reserved concurrency            ${facts.reservedConcurrency} (ceiling ${facts.reservationCeiling} of ${facts.reservable} reservable)`,
  );
  console.log(`  alarms                          ${facts.alarms}`);
  console.log(`  dead-letter queues              ${facts.deadLetterQueues}`);
  console.log(`  backup plans                    ${facts.backupPlans}`);
  console.log(`  open cdk-nag findings           ${facts.openFindings}`);
  console.log(
    `  idle monthly floor              $${facts.idleMonthlyUsd.toFixed(2)} (docs: $${doc('Idle monthly floor ($)')})`,
  );
}
