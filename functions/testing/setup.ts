/**
 * Per test file: a fresh table in a database of its own on the shared DynamoDB Local, fresh CV and logo buckets on
 * the shared local S3 (ids restart in every table, so files must not meet), the environment the handlers read, and
 * the local Lambda Invoke endpoint for asynchronous invocations.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DeleteTableCommand, ResourceNotFoundException } from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, S3Client } from '@aws-sdk/client-s3';
import { afterAll, beforeAll, inject } from 'vitest';
import { LOCAL_S3_CREDENTIALS } from '../lib/files/s3.js';
import { offloadPasswords } from '../lib/passwords.js';
import { localClient } from '../local/dynamodb.js';
import { passwordWorkers } from '../local/password-worker.js';
import { ensureTable } from '../local/table.js';
import { startTestLambda, stopTestLambda } from './lambda.js';

const endpoint = inject('dynamoEndpoint');
const s3Endpoint = inject('s3Endpoint');
// A database of the file's own on the shared DynamoDB Local (lib/db/kit/local-credentials.ts); every client of the
// file, and every process it starts with its environment, signs with this key.
process.env.DYNAMODB_LOCAL_KEY = `file${randomUUID().replaceAll('-', '')}`;
process.env.TABLE_NAME = `test-${randomUUID()}`;
process.env.DYNAMODB_ENDPOINT = endpoint;
process.env.CV_BUCKET = `cvs-${randomUUID()}`;
process.env.LOGO_BUCKET = `logos-${randomUUID()}`;
process.env.S3_ENDPOINT = s3Endpoint;
process.env.SESSION_SECRET = 'test-secret-that-is-long-enough-for-hs256-0123456789';
process.env.SITE_URL = 'http://localhost:3000';
process.env.LOG_LEVEL = 'SILENT';
process.env.POWERTOOLS_DEV = 'false';
// Mail a test does not look at (a registration's confirmation link) lands in a folder of the file's own, as on the
// local stack, instead of failing for want of SES; withMailOutbox gives a test a fresh folder to look in.
const defaultOutbox = mkdtempSync(join(tmpdir(), 'test-outbox-'));
process.env.OUTBOX_DIR = defaultOutbox;
afterAll(() => rmSync(defaultOutbox, { recursive: true, force: true }));
// The tests run every handler in one process, as the local server does: bcrypt goes to its worker threads too.
offloadPasswords(passwordWorkers);

beforeAll(async () => {
  const client = localClient(endpoint);
  await ensureTable(client, process.env.TABLE_NAME as string);
  client.destroy();
  const s3 = new S3Client({
    region: 'us-east-1',
    endpoint: s3Endpoint,
    forcePathStyle: true,
    credentials: LOCAL_S3_CREDENTIALS,
  });
  await s3.send(new CreateBucketCommand({ Bucket: process.env.CV_BUCKET }));
  await s3.send(new CreateBucketCommand({ Bucket: process.env.LOGO_BUCKET }));
  s3.destroy();
});

/**
 * The file's table is deleted when the file is done (after the Lambda's stream poller has stopped: hooks after the
 * tests run in reverse order). DynamoDB Local keeps working for every table with a stream while it exists, even
 * untouched: 40 such tables kept it busy at 12.5 % of a core and 3.3 % once deleted (2026-11-29), CPU the later
 * projects of a run need.
 */
afterAll(async () => {
  const client = localClient(endpoint);
  try {
    await client.send(new DeleteTableCommand({ TableName: process.env.TABLE_NAME }));
  } catch (error) {
    if (!(error instanceof ResourceNotFoundException)) throw error;
  } finally {
    client.destroy();
  }
});
beforeAll(startTestLambda);
afterAll(stopTestLambda);
