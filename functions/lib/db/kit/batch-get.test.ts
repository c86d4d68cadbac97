/** batchGetAll: every item of any number of keys, with what DynamoDB leaves unprocessed asked again. */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { StillThrottledError } from '../../retry-later.js';
import { batchGetAll } from './batch-get.js';
import { db, tableName } from './client.js';

const key = (n: number) => ({ pk: `BATCH-GET-TEST#${n}`, sk: 'ITEM' });
const STORED = 230;

/**
 * Makes the next `times` BatchGetItem calls (all of them when Infinity) read only their first `read` keys and answer
 * the others as unprocessed, as DynamoDB does when it throttles a batch.
 */
function leaveUnprocessed(times: number, read = 1): () => void {
  const name = `leaveUnprocessed${Math.random()}`;
  let left = times;
  db().middlewareStack.add(
    (next) => async (args) => {
      const input = args.input as { RequestItems?: Record<string, { Keys: Record<string, unknown>[] }> };
      const request = input.RequestItems?.[tableName()];
      if (!request?.Keys || left <= 0) return next(args);
      left -= 1;
      const [first, rest] = [request.Keys.slice(0, read), request.Keys.slice(read)];
      const result =
        first.length > 0
          ? await next({ ...args, input: { RequestItems: { [tableName()]: { ...request, Keys: first } } } })
          : { output: { Responses: { [tableName()]: [] }, $metadata: {} }, response: {} };
      const output = result.output as { UnprocessedKeys?: Record<string, unknown> };
      output.UnprocessedKeys = rest.length > 0 ? { [tableName()]: { ...request, Keys: rest } } : {};
      return result;
    },
    { step: 'initialize', name, priority: 'high' },
  );
  return () => db().middlewareStack.remove(name);
}

beforeAll(async () => {
  for (let start = 0; start < STORED; start += 25) {
    const puts = Array.from({ length: Math.min(25, STORED - start) }, (_, i) => ({
      PutRequest: { Item: { ...key(start + i), n: start + i, note: 'kept' } },
    }));
    await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: puts } }));
  }
});

describe('batchGetAll', () => {
  it('reads more keys than one call takes, leaving out those with no item', async () => {
    const wanted = Array.from({ length: 260 }, (_, n) => key(n));
    const items = await batchGetAll(wanted);
    expect(items.map((item) => item.n).sort((a, b) => Number(a) - Number(b))).toEqual(
      Array.from({ length: STORED }, (_, n) => n),
    );
  });

  it('reads only the fields asked for', async () => {
    expect(await batchGetAll([key(7)], ['n'])).toEqual([{ n: 7 }]);
  });

  it('asks again for the keys left unprocessed until all are read', async () => {
    const restore = leaveUnprocessed(3);
    try {
      const items = await batchGetAll([key(1), key(2), key(3), key(4), key(5)]);
      expect(items.map((item) => item.n).sort()).toEqual([1, 2, 3, 4, 5]);
    } finally {
      restore();
    }
  });

  it('fails as throttled, never with part of the items, when keys stay unprocessed', async () => {
    const restore = leaveUnprocessed(Number.POSITIVE_INFINITY, 0);
    try {
      await expect(batchGetAll([key(1), key(2)])).rejects.toBeInstanceOf(StillThrottledError);
    } finally {
      restore();
    }
  });
});
