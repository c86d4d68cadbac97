/** One DynamoDB Local in memory for the whole run; each test file makes its own table (setup.ts). */
import type { TestProject } from 'vitest/node';
import { type RunningDynamoDb, startDynamoDb } from '../../scripts/local/dynamodb.js';

let running: RunningDynamoDb | undefined;

export async function setup(project: TestProject) {
  running = await startDynamoDb();
  project.provide('dynamoEndpoint', running.endpoint);
}

export async function teardown() {
  await running?.stop();
}

declare module 'vitest' {
  export interface ProvidedContext {
    dynamoEndpoint: string;
  }
}
