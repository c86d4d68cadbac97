/**
 * End-to-end tests run against the real `npm start` stack: the built site, the local server, the real handlers
 * and DynamoDB Local (in memory, with a temporary data folder), seeded like a newcomer's first start.
 *
 * The stack runs in a child process. In Vitest's own process it would set the handlers' environment (OUTBOX_DIR,
 * TABLE_NAME, DATA_DIR…) there, and every test worker started afterwards inherits that environment: a functions
 * test expecting SES found the e2e outbox set instead.
 *
 * The stack starts in the background: Vitest runs every project's global setup one after another before the first
 * test file, and the site's build plus the seed would hold back every other project that long. The e2e files run
 * last, and each waits for the stack first (stack.ts, a setup file), which writes whether it started to a file.
 */
import { mkdtempSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../functions/local/dynamodb.js';
import { prepareDataDir } from '../../scripts/local/data-dir.js';
import { type StackChild, startStackChild } from '../../scripts/soak/stack-child.js';
import type { StackState } from './stack.js';

let starting: Promise<StackChild | undefined> | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  dataDir = mkdtempSync(join(tmpdir(), 'jobboard-e2e-'));
  const port = await freePort();
  const stateFile = join(dataDir, 'stack-state.json');
  // Written aside and renamed: a file that waits never reads half of it.
  const report = (state: StackState) => {
    writeFileSync(`${stateFile}.part`, JSON.stringify(state));
    renameSync(`${stateFile}.part`, stateFile);
  };
  // A fresh build of the current sources in the temp folder: never a stale or half-written web/dist. The table
  // lives in memory: the folder is thrown away, and seeding plus indexing on disk is several times slower.
  // The sitemap is rewritten and jobs past their closing date expired every 3 s, so a test sees either soon (its
  // poll allows 20 s); each run reads the whole board, and every second cost the idle stack an eighth of a core
  // all through the other projects (every 3 s: about half that, measured 2026-11-25).
  // Every test's browser and client comes from 127.0.0.1, where each of the board's users has an address of their
  // own: ten times the rate limits lets the whole suite sign up its accounts in one hour's window.
  starting = startStackChild(
    dataDir,
    port,
    {
      siteDir: join(dataDir, 'site'),
      inMemory: true,
      sitemapIntervalMs: 3_000,
      expiryIntervalMs: 3_000,
      promisesIntervalMs: 3_000,
    },
    { RATE_LIMIT_SCALE: '10' },
  ).then(
    (stack) => {
      report({ siteUrl: stack.siteUrl, dynamoEndpoint: stack.dynamoEndpoint });
      return stack;
    },
    (error: Error) => {
      report({ error: error.message });
      return undefined;
    },
  );
  // What the files need before the stack is up is known now: its address and its outbox in the data folder.
  project.provide('baseUrl', `http://localhost:${port}`);
  project.provide('outboxDir', prepareDataDir(dataDir).outbox);
  project.provide('stackStateFile', stateFile);
}

export async function teardown() {
  const stack = await starting;
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    outboxDir: string;
    stackStateFile: string;
  }
}
