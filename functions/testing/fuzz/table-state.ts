/**
 * The whole test table as comparable text, to prove a refused request wrote nothing; and a wipe, so each route's
 * fuzzing starts from a small table that scans in a few milliseconds. Test code only: a Scan never serves a request.
 */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../../lib/db/kit/client.js';
import { allItems } from '../accounts.js';

/**
 * Items a refusal may legitimately change: the attempt counters of the rate limits (a failed login is counted on
 * purpose, that is the point of the limit) and the id counters (an id is reserved before the transaction that
 * may then refuse, e.g. a username taken meanwhile: the id is skipped, and gaps in ids are harmless).
 */
const countedOnRefusal = (item: Record<string, unknown>) =>
  String(item.pk).startsWith('RATE#') || String(item.pk).startsWith('COUNTER#');

/** JSON with sorted keys at every depth; sets (DynamoDB string sets) as sorted arrays. */
function canonical(value: unknown): unknown {
  if (value instanceof Set) return [...value].map(canonical).sort();
  if (Array.isArray(value)) return value.map(canonical);
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.keys(value)
        .sort()
        .map((key) => [key, canonical((value as Record<string, unknown>)[key])]),
    );
  }
  return value;
}

/** Every item but the attempt and id counters, as sorted JSON lines. */
export async function tableState(): Promise<string[]> {
  return (await allItems())
    .filter((item) => !countedOnRefusal(item))
    .map((item) => JSON.stringify(canonical(item)))
    .sort();
}

export async function wipeTable(): Promise<void> {
  const items = await allItems();
  for (let start = 0; start < items.length; start += 25) {
    let requests = items
      .slice(start, start + 25)
      .map((item) => ({ DeleteRequest: { Key: { pk: item.pk, sk: item.sk } } }));
    while (requests.length) {
      const { UnprocessedItems } = await db().send(
        new BatchWriteCommand({ RequestItems: { [tableName()]: requests } }),
      );
      requests = (UnprocessedItems?.[tableName()] ?? []) as typeof requests;
    }
  }
}
