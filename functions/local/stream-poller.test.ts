import { PutCommand } from '@aws-sdk/lib-dynamodb';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { db, tableName } from '../lib/db/kit/client.js';
import { createStreamPoller } from './stream-poller.js';

const HOUR_MS = 3_600_000;

describe('stream poller in the background', () => {
  it('reads a write at once when woken, however long its idle pause, and stops at once', async () => {
    const seen: string[] = [];
    const poller = createStreamPoller({
      endpoint: process.env.DYNAMODB_ENDPOINT as string,
      tableName: tableName(),
      handler: async (event: DynamoDBStreamEvent) => {
        for (const record of event.Records) seen.push(String(record.dynamodb?.Keys?.pk?.S));
        return undefined;
      },
    });
    await db().send(new PutCommand({ TableName: tableName(), Item: { pk: 'PROBE#first', sk: 'A' } }));
    // An hour between polls, busy or idle: only a wake can make it read the second write within the test.
    poller.start(HOUR_MS, HOUR_MS);
    await vi.waitFor(() => expect(seen).toContain('PROBE#first'), { timeout: 20_000, interval: 20 });
    await db().send(new PutCommand({ TableName: tableName(), Item: { pk: 'PROBE#second', sk: 'A' } }));
    poller.wake();
    await vi.waitFor(() => expect(seen).toContain('PROBE#second'), { timeout: 20_000, interval: 20 });
    await poller.stop();
    expect(seen.filter((key) => key.startsWith('PROBE#'))).toEqual(['PROBE#first', 'PROBE#second']);
  });
});
