/**
 * The benchmark's bulk writes: items put with BatchWriteItem, 25 a call (its limit), several calls in flight.
 * DynamoDB Local in memory took 720 to 910 items/s this way with 8 to 16 calls at once on 2026-11-24 (load average
 * 15 to 19), against one transaction per job for createJob and one stream record at a time for the indexer.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../../functions/lib/db/kit/client.js';

const BATCH = 25;
export const PARALLEL_BATCHES = 16;

type Item = Record<string, unknown>;

async function batchWrite(items: Item[]) {
  let pending = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 0; pending.length > 0; attempt++) {
    if (attempt > 8) throw new Error('BatchWriteItem kept leaving items unprocessed');
    if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    const { UnprocessedItems } = await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: pending } }));
    pending = (UnprocessedItems?.[tableName()] ?? []) as typeof pending;
  }
}

/**
 * Puts every item `more()` hands out (it returns [] when there are none left), PARALLEL_BATCHES calls at a time;
 * items are built as they are needed, so a board of a million items is never held in memory at once.
 */
export async function putAll(more: () => Item[]): Promise<number> {
  const queue: Item[] = [];
  let done = false;
  const take = (): Item[] => {
    while (queue.length < BATCH && !done) {
      const items = more();
      if (items.length === 0) done = true;
      queue.push(...items);
    }
    return queue.splice(0, BATCH);
  };
  let written = 0;
  await Promise.all(
    Array.from({ length: PARALLEL_BATCHES }, async () => {
      for (let batch = take(); batch.length > 0; batch = take()) {
        await batchWrite(batch);
        written += batch.length;
      }
    }),
  );
  return written;
}
