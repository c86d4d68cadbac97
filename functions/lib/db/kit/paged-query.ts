/**
 * One page of one partition, newest first, with a signed cursor for the next: the lists a person pages through
 * (saved jobs, the audit log, the moderation queue, a data export's long lists). The cursor is the Query's
 * LastEvaluatedKey, signed for `scope` (page-cursor.ts) and read back through a schema that pins it to the same
 * partition, so a cursor of another list, another account or edited by hand is refused (an `'invalid-cursor'`
 * outcome, the route's 400), never followed.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import { db, tableName } from './client.js';
import { type InvalidCursor, readCursor, signCursor } from './page-cursor.js';

export interface PageQuery {
  /** The partition read: the table's own `pk`, or gsi1's `gsi1pk` when `index` is 'gsi1'. */
  partition: string;
  index?: 'gsi1';
  limit: number;
  /** What the cursor is signed for: the list and, for a person's own list, the person. */
  scope: string;
  cursor?: string;
}

export interface QueryPage {
  ok: true;
  items: Record<string, unknown>[];
  /** The signed cursor of the next page; absent on the last page. */
  nextCursor?: string;
}

/** Where a page of this partition ended: its LastEvaluatedKey, on the table or on gsi1. */
export function positionSchema(partition: string, index?: 'gsi1') {
  return index === 'gsi1'
    ? v.strictObject({ pk: v.string(), sk: v.string(), gsi1pk: v.literal(partition), gsi1sk: v.string() })
    : v.strictObject({ pk: v.literal(partition), sk: v.string() });
}

export async function queryPage({
  partition,
  index,
  limit,
  scope,
  cursor,
}: PageQuery): Promise<QueryPage | InvalidCursor> {
  const start = cursor ? await readCursor(cursor, scope, positionSchema(partition, index)) : undefined;
  if (start && !start.ok) return start;
  const after = start?.value;
  const { Items = [], LastEvaluatedKey } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      ...(index ? { IndexName: index } : {}),
      KeyConditionExpression: `${index ? `${index}pk` : 'pk'} = :partition`,
      ExpressionAttributeValues: { ':partition': partition },
      ScanIndexForward: false,
      Limit: limit,
      ...(after ? { ExclusiveStartKey: after } : {}),
    }),
  );
  return {
    ok: true,
    items: Items,
    ...(LastEvaluatedKey ? { nextCursor: await signCursor(LastEvaluatedKey, scope) } : {}),
  };
}
