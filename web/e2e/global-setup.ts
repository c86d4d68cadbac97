/**
 * End-to-end tests run against the real `npm start` stack: the built site, the local server, the real handlers
 * and DynamoDB Local (in memory, with a temporary data folder), seeded like a newcomer's first start.
 *
 * The stack runs in a child process. In Vitest's own process it would set the handlers' environment (OUTBOX_DIR,
 * TABLE_NAME, DATA_DIR…) there, and every test worker started afterwards inherits that environment: a functions
 * test expecting SES found the e2e outbox set instead.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { freePort } from '../../functions/local/dynamodb.js';
import { type StackChild, startStackChild } from '../../scripts/soak/stack-child.js';

let stack: StackChild | undefined;
let dataDir: string | undefined;

export async function setup(project: TestProject) {
  dataDir = mkdtempSync(join(tmpdir(), 'jobboard-e2e-'));
  // A fresh build of the current sources in the temp folder: never a stale or half-written web/dist. The table
  // lives in memory: the folder is thrown away, and seeding plus indexing on disk is several times slower.
  // The sitemap is rewritten and jobs past their closing date expired every second, so a test sees either soon.
  // Every test's browser and client comes from 127.0.0.1, where each of the board's users has an address of their
  // own: ten times the rate limits lets the whole suite sign up its accounts in one hour's window.
  stack = await startStackChild(
    dataDir,
    await freePort(),
    { siteDir: join(dataDir, 'site'), inMemory: true, sitemapIntervalMs: 1_000, expiryIntervalMs: 1_000 },
    { RATE_LIMIT_SCALE: '10' },
  );
  project.provide('baseUrl', stack.siteUrl);
  project.provide('outboxDir', stack.dataDir.outbox);
  project.provide('dynamoEndpoint', stack.dynamoEndpoint);
}

export async function teardown() {
  await stack?.stop();
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    baseUrl: string;
    outboxDir: string;
    dynamoEndpoint: string;
  }
}
