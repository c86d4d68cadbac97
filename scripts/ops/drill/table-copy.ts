/**
 * A table's items to a file and back, as the restore drill needs them: the export writes one item per line in
 * DynamoDB JSON (`{"Item": {...}}`, the line format of DynamoDB's export to S3), page by page; the restore reads the
 * lines back into another table with BatchWriteItem, 25 at a time and a few calls at once, retrying what DynamoDB
 * leaves unprocessed. Memory holds a page or a few batches, never the table.
 */

import { once } from 'node:events';
import { createReadStream, createWriteStream } from 'node:fs';
import { createInterface } from 'node:readline';
import {
  type AttributeValue,
  BatchWriteItemCommand,
  type DynamoDBClient,
  ScanCommand,
  type WriteRequest,
} from '@aws-sdk/client-dynamodb';

const BATCH_SIZE = 25;
const PARALLEL_BATCHES = 4;
const MAX_TRIES = 8;

type Item = Record<string, AttributeValue>;

export async function exportTable(client: DynamoDBClient, table: string, file: string): Promise<number> {
  const out = createWriteStream(file, { encoding: 'utf8', mode: 0o600 });
  let count = 0;
  let startKey: Item | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: table, ExclusiveStartKey: startKey }));
    for (const item of page.Items ?? []) {
      if (!out.write(`${JSON.stringify({ Item: item })}\n`)) await once(out, 'drain');
      count += 1;
    }
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  out.end();
  await once(out, 'finish');
  return count;
}

async function writeBatch(client: DynamoDBClient, table: string, items: Item[]): Promise<void> {
  let pending: WriteRequest[] = items.map((Item) => ({ PutRequest: { Item } }));
  for (let attempt = 1; pending.length > 0; attempt += 1) {
    if (attempt > MAX_TRIES) throw new Error(`${pending.length} items still unprocessed after ${MAX_TRIES} tries`);
    if (attempt > 1) await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** attempt));
    const { UnprocessedItems } = await client.send(new BatchWriteItemCommand({ RequestItems: { [table]: pending } }));
    pending = UnprocessedItems?.[table] ?? [];
  }
}

export interface RestoreCounts {
  restored: number;
  /** Lines the filter left out. */
  skipped: number;
}

/** Writes the file's items into `table` (which must exist), except those `keep` refuses. */
export async function restoreTable(
  client: DynamoDBClient,
  file: string,
  table: string,
  keep: (item: Item) => boolean = () => true,
): Promise<RestoreCounts> {
  const counts: RestoreCounts = { restored: 0, skipped: 0 };
  let batch: Item[] = [];
  let running: Promise<void>[] = [];
  const flush = async () => {
    if (batch.length > 0) running.push(writeBatch(client, table, batch));
    counts.restored += batch.length;
    batch = [];
    if (running.length >= PARALLEL_BATCHES) {
      await Promise.all(running);
      running = [];
    }
  };
  for await (const line of createInterface({ input: createReadStream(file, 'utf8'), crlfDelay: Infinity })) {
    if (!line) continue;
    const { Item } = JSON.parse(line) as { Item: Item };
    if (!keep(Item)) {
      counts.skipped += 1;
      continue;
    }
    batch.push(Item);
    if (batch.length === BATCH_SIZE) await flush();
  }
  await flush();
  await Promise.all(running);
  return counts;
}
