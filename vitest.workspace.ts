/**
 * The test projects. Vitest 4+ ignores a lone workspace file, so this module only exports the list and
 * vitest.config.ts loads it into `test.projects`.
 *
 * `functions`, `scripts` and `bench-smoke` each run against one DynamoDB Local started by their global setup (only
 * when a file of the project runs). `bench-smoke` is the one-minute `npm run bench` in miniature: `npm test` runs
 * it, `npm run test:unit` does not.
 */
import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { configDefaults, type TestProjectInlineConfiguration } from 'vitest/config';
import { sourceAliases } from './web/build/source-aliases.ts';

const BENCH_SMOKE = 'scripts/bench/harness/bench-smoke.test.ts';

/**
 * The projects on DynamoDB Local run first, one file more than there are cores: their files spend a good part of
 * their time waiting on DynamoDB Local, which left a quarter of two cores idle. functions/routes alone on this
 * two-core machine (2026-11-25): 117 and 126 s with two files at once, 102 with three, 108 and 114 with four.
 * The other projects, busy on the CPU, then run with one file per core (vitest.config.ts). Vitest runs groups one
 * after another, and a group's projects must share their number of workers.
 */
const DYNAMODB_GROUP = { groupOrder: 0, maxWorkers: availableParallelism() + 1 };
const CPU_GROUP = 1;

/**
 * A project whose tests use DynamoDB Local, a fresh table per file and the handlers' environment. Each file in a child
 * process of its own (Vitest's default): in VM contexts of reused processes (vmForks) the functions project alone
 * took 224 s, and 210 s with jose inlined, against 282, but 24 and 9 of its 109 files failed (registrations
 * answered 403; 2026-11-30). There a file's changes to process.env reach the next file of the process (seen with two
 * files); that this caused the 403s was not confirmed.
 */
function withDynamoDb(name: string, include: string[], exclude: string[] = []): TestProjectInlineConfiguration {
  return {
    test: {
      name,
      include,
      exclude: [...configDefaults.exclude, ...exclude],
      environment: 'node',
      sequence: { groupOrder: DYNAMODB_GROUP.groupOrder },
      maxWorkers: DYNAMODB_GROUP.maxWorkers,
      globalSetup: ['functions/testing/global-setup.ts'],
      setupFiles: ['functions/testing/setup.ts'],
      // Three files run at once on a two-core machine (DYNAMODB_GROUP): room for a slow moment, never a wait.
      testTimeout: 60_000,
      hookTimeout: 60_000,
    },
  };
}

export const projects: TestProjectInlineConfiguration[] = [
  {
    test: {
      name: 'shared',
      include: ['shared/**/*.test.ts'],
      environment: 'node',
      sequence: { groupOrder: CPU_GROUP },
    },
  },
  withDynamoDb('functions', ['functions/**/*.test.ts']),
  withDynamoDb('scripts', ['scripts/**/*.test.ts'], [BENCH_SMOKE]),
  withDynamoDb('bench-smoke', [BENCH_SMOKE]),
  {
    plugins: [react()],
    resolve: { alias: sourceAliases },
    test: {
      name: 'web',
      include: ['web/src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      sequence: { groupOrder: CPU_GROUP },
      // Each file in a fresh VM context (its own globals, jsdom document and modules) inside worker threads that
      // stay, instead of a new worker per file: the project alone took 90 and 96 s against 201 s (CPU 157 and 170 s
      // against 380; 437 tests each way, 2026-11-30). Files must not share one context: with isolate: false, later
      // files in a worker failed (a navigator an earlier file had stubbed; jsdom's NotFoundError).
      pool: 'vmThreads',
      setupFiles: ['web/src/testing/setup.ts'],
      testTimeout: 20_000,
    },
  },
  {
    test: {
      name: 'infra',
      include: ['infra/**/*.test.ts'],
      environment: 'node',
      // Files share modules, so a stage synthesized for one file serves the next in its worker (infra/test/synth.ts):
      // a synth costs seconds of CPU. No infra test mocks a module, and each stub is undone in its own test.
      isolate: false,
      sequence: { groupOrder: CPU_GROUP },
      testTimeout: 300_000,
      hookTimeout: 300_000,
    },
  },
  {
    // The e2e sweeps read the site's route table (web/src/app/routes.tsx), whose imports use the aliases.
    resolve: { alias: sourceAliases },
    test: {
      name: 'e2e',
      include: ['web/e2e/**/*.test.ts'],
      environment: 'node',
      // The stack starts in the background during the other projects; each e2e file waits for it (stack.ts).
      globalSetup: ['web/e2e/global-setup.ts'],
      setupFiles: ['web/e2e/stack.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      // One file at a time. Two at a time (in a group of their own, after the other projects) passes but saves
      // nothing that lasts: in the full run of 2026-11-29 the e2e files spanned 903 s against 928 one at a time,
      // the screen sweep took 742 s instead of 307 beside the others, and the whole run 1,620 s (1,617 one at a
      // time the same evening).
      fileParallelism: false,
    },
  },
];
