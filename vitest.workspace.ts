/**
 * The test projects. Vitest 4+ ignores a lone workspace file, so this module only exports the list and
 * vitest.config.ts loads it into `test.projects` (see FIELD-NOTES).
 */
import react from '@vitejs/plugin-react';
import type { TestProjectInlineConfiguration } from 'vitest/config';

export const projects: TestProjectInlineConfiguration[] = [
  {
    test: { name: 'shared', include: ['shared/**/*.test.ts'], environment: 'node' },
  },
  {
    test: {
      name: 'functions',
      include: ['functions/**/*.test.ts', 'scripts/**/*.test.ts'],
      environment: 'node',
      globalSetup: ['functions/testing/global-setup.ts'],
      setupFiles: ['functions/testing/setup.ts'],
      testTimeout: 30_000,
      hookTimeout: 60_000,
    },
  },
  {
    plugins: [react()],
    test: {
      name: 'web',
      include: ['web/src/**/*.test.{ts,tsx}'],
      environment: 'jsdom',
      setupFiles: ['web/src/testing/setup.ts'],
      testTimeout: 20_000,
    },
  },
  {
    test: {
      name: 'infra',
      include: ['infra/**/*.test.ts'],
      environment: 'node',
      testTimeout: 300_000,
      hookTimeout: 300_000,
    },
  },
  {
    test: {
      name: 'e2e',
      include: ['web/e2e/**/*.test.ts'],
      environment: 'node',
      globalSetup: ['web/e2e/global-setup.ts'],
      testTimeout: 60_000,
      hookTimeout: 120_000,
      fileParallelism: false,
    },
  },
];
