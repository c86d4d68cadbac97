/**
 * Reading many items by key: BatchGetItem, 100 keys per call. What DynamoDB leaves unprocessed (how it throttles a
 * batch) is asked again by the one retry policy (../retrying.ts), with its pauses; after the last try the read
 * fails with StillThrottledError (a 503 with Retry-After), never with part of the items passed off as all of them.
 * The items come back in no particular order, and a key with no item is simply absent.
 */
import { BatchGetCommand } from '@aws-sdk/lib-dynamodb';
import { StillThrottledError } from '../../retry-later.js';
import { retrying, TRY_AGAIN } from '../../retrying.js';
import { db, tableName } from './client.js';

type Key = Record<string, unknown>;

const MAX_KEYS = 100;

/** The items of these keys; `fields` reads only those attributes. */
export async function batchGetAll(keys: Key[], fields?: readonly string[]): Promise<Record<string, unknown>[]> {
  const projection = fields && {
    ProjectionExpression: fields.map((_, i) => `#f${i}`).join(', '),
    ExpressionAttributeNames: Object.fromEntries(fields.map((field, i) => [`#f${i}`, field])),
  };
  const found: Record<string, unknown>[] = [];
  for (let start = 0; start < keys.length; start += MAX_KEYS) {
    let wanted = keys.slice(start, start + MAX_KEYS);
    await retrying(
      async () => {
        const { Responses, UnprocessedKeys } = await db().send(
          new BatchGetCommand({ RequestItems: { [tableName()]: { Keys: wanted, ...projection } } }),
        );
        found.push(...(Responses?.[tableName()] ?? []));
        wanted = UnprocessedKeys?.[tableName()]?.Keys ?? [];
        return wanted.length > 0 ? TRY_AGAIN : undefined;
      },
      () => new StillThrottledError(`${wanted.length} items still unread after every try`),
    );
  }
  return found;
}
