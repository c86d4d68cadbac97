/**
 * Waits, before a file's tests, until the e2e stack serves (global-setup.ts starts it in the background and
 * writes how it went to a file), and gives the stack's DynamoDB Local address. A setup file of the e2e project:
 * a stack that failed to start fails every file with the stack's own error.
 */
import { existsSync, readFileSync } from 'node:fs';
import { setTimeout as delay } from 'node:timers/promises';
import { inject } from 'vitest';

export type StackState = { siteUrl: string; dynamoEndpoint: string } | { error: string };

/** Longer than a build and seed take on a loaded two-core machine; a hung start still ends. */
const WAIT_MS = 15 * 60_000;

async function startedStack(): Promise<{ siteUrl: string; dynamoEndpoint: string }> {
  const file = inject('stackStateFile');
  const deadline = Date.now() + WAIT_MS;
  while (!existsSync(file)) {
    if (Date.now() > deadline) throw new Error(`The e2e stack did not start within ${WAIT_MS / 60_000} minutes`);
    await delay(250);
  }
  const state = JSON.parse(readFileSync(file, 'utf8')) as StackState;
  if ('error' in state) throw new Error(`The e2e stack did not start: ${state.error}`);
  const expected = inject('baseUrl');
  if (state.siteUrl !== expected) throw new Error(`The e2e stack serves ${state.siteUrl}, not ${expected}`);
  return state;
}

export const stack = await startedStack();
