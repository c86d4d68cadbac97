/**
 * One DynamoDB Local in memory and one local S3 (s3rver on a temporary folder) for the whole run; each test file
 * makes its own table and buckets (setup.ts), the table in a database of the file's own (one per access key).
 *
 * Each project that lists this file (functions, scripts, bench-smoke) runs it, and Vitest loads it afresh for each
 * one: the services are kept on `globalThis` of Vitest's process, started by the first project and stopped when the
 * last one tears down, rather than three JVMs warming up and idling side by side.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type RunningDynamoDb, startDynamoDb } from '../local/dynamodb.js';
import { type RunningS3, startS3 } from '../local/s3.js';

interface Services {
  dynamoDb: RunningDynamoDb;
  s3: RunningS3;
  s3Folder: string;
}

interface Shared {
  projects: number;
  services: Promise<Services>;
}

const key = Symbol.for('jobboard.test-services');
const holder = globalThis as { [key]?: Shared };

async function startServices(): Promise<Services> {
  const s3Folder = mkdtempSync(join(tmpdir(), 'jobboard-s3-'));
  try {
    const dynamoDb = await startDynamoDb({ databasePerKey: true });
    try {
      return { dynamoDb, s3: await startS3(s3Folder, []), s3Folder };
    } catch (error) {
      await dynamoDb.stop();
      throw error;
    }
  } catch (error) {
    rmSync(s3Folder, { recursive: true, force: true });
    throw error;
  }
}

export async function setup(project: TestProject) {
  holder[key] ??= { projects: 0, services: startServices() };
  const shared = holder[key];
  shared.projects += 1;
  const { dynamoDb, s3 } = await shared.services;
  project.provide('dynamoEndpoint', dynamoDb.endpoint);
  project.provide('s3Endpoint', s3.endpoint);
}

export async function teardown() {
  const shared = holder[key];
  if (!shared) return;
  shared.projects -= 1;
  if (shared.projects > 0) return;
  delete holder[key];
  // A start that failed has failed the run's setup already, and stopped what it had started.
  const services = await shared.services.catch(() => undefined);
  if (!services) return;
  const { dynamoDb, s3, s3Folder } = services;
  await Promise.all([dynamoDb.stop(), s3.stop()]);
  rmSync(s3Folder, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    s3Endpoint: string;
  }
}
