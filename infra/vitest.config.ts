/**
 * Runs the infra tests on their own: `npx vitest run --config infra/vitest.config.ts`. The root config gets the
 * same settings as its `infra` project (vitest.workspace.ts). Synthesizing a stage takes seconds, hence the
 * generous timeouts; the stage is synthesized once per test file (in beforeAll) and shared by its tests.
 */
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'infra',
    root: fileURLToPath(new URL('..', import.meta.url)),
    include: ['infra/**/*.test.ts'],
    environment: 'node',
    globals: true,
    testTimeout: 120_000,
    hookTimeout: 120_000,
  },
});
