/**
 * docs/deploy.md cannot drift from the code: its stack table, its figures table (stacks, functions, alarms,
 * dead-letter queues, reserved concurrency, idle monthly floor per stage) and the alarm line of its costs are held
 * to what the synthesized templates of every stage contain (template-facts.ts).
 */
import { routeStackNames } from '../config/route-stacks.js';
import { stageNames } from '../config/stages.js';
import { deployDoc, docFigures } from './doc-figures.js';
import { synthesizedStage } from './synth.js';
import { PRICES, stageFacts } from './template-facts.js';

const facts = Object.fromEntries(stageNames.map((stage) => [stage, stageFacts(stage, synthesizedStage(stage))]));
const figures = docFigures();

it('the stack table names every stack of a stage, and only those', () => {
  const doc = deployDoc();
  const section = doc.slice(doc.indexOf('## What gets deployed'), doc.indexOf('**The CV bucket**'));
  const keys = [...section.matchAll(/^\| `([a-z<>-]+)` \|/gm)].map((m) => m[1] as string);
  const expanded = keys.flatMap((key) =>
    key === 'api-<group>' ? routeStackNames.map((name) => `api-${name}`) : [key],
  );
  expect(expanded.sort()).toEqual(facts.prod!.stacks);
  for (const name of routeStackNames) expect(section, `route group ${name}`).toContain(`\`${name}\``);
});

describe.each(stageNames)('%s', (stage) => {
  const f = () => facts[stage]!;
  const cell = (row: string) => figures[row]?.[stage];

  it('matches the figures table', () => {
    expect(cell('Stacks')).toBe(String(f().stacks.length));
    expect(cell('Functions (each canaried)')).toBe(String(f().functions));
    expect(f().canaried).toBe(f().functions);
    expect(cell('Route functions')).toBe(String(f().routeFunctions));
    expect(cell('Alarms')).toBe(String(f().alarms));
    expect(cell('Dead-letter queues')).toBe(String(f().deadLetterQueues));
    expect(cell('Reserved concurrency')).toBe(f().reservedConcurrency ? String(f().reservedConcurrency) : '—');
    expect(cell('Backup plans')).toBe(String(f().backupPlans));
    expect(cell('Idle monthly floor ($)')).toBe(f().idleMonthlyUsd.toFixed(2));
    expect(f().openFindings).toBe(0);
  });
});

it('prices the alarms of prod as many as it has', () => {
  const { alarms } = facts.prod!;
  expect(deployDoc()).toContain(
    `| CloudWatch alarms (prod) | ${alarms} alarms × $${PRICES.alarm.toFixed(2)} | ${(alarms * PRICES.alarm).toFixed(2)} |`,
  );
});
