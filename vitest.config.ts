import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';
import { projects } from './vitest.workspace.ts';

export default defineConfig({
  test: {
    projects,
    globals: true,
    reporters: ['default'],
    // One test file per core. Vitest's default leaves one core free, which on a two-core CI machine means one file
    // at a time, while most files spend their time waiting on DynamoDB Local, the local server or Chromium. The
    // projects on DynamoDB Local take one file more (vitest.workspace.ts).
    maxWorkers: availableParallelism(),
  },
});
