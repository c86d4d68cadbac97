/**
 * One DynamoDB Local in memory for the whole run, and one local S3 (s3rver on a temporary folder); each test file
 * makes its own table and buckets (setup.ts), the table in a database of the file's own (one per access key).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { type RunningDynamoDb, startDynamoDb } from '../local/dynamodb.js';
import { type RunningS3, startS3 } from '../local/s3.js';

let running: RunningDynamoDb | undefined;
let s3: RunningS3 | undefined;
let s3Folder: string | undefined;

export async function setup(project: TestProject) {
  s3Folder = mkdtempSync(join(tmpdir(), 'jobboard-s3-'));
  running = await startDynamoDb({ databasePerKey: true });
  // After DynamoDB Local: if that fails to start, nothing else is left running.
  s3 = await startS3(s3Folder, []);
  project.provide('dynamoEndpoint', running.endpoint);
  project.provide('s3Endpoint', s3.endpoint);
}

export async function teardown() {
  await Promise.all([running?.stop(), s3?.stop()]);
  if (s3Folder) rmSync(s3Folder, { recursive: true, force: true });
}

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
    s3Endpoint: string;
  }
}
