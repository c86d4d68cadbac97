/**
 * The two lists of a data export that have no upper limit: a seeker's applications and a company's jobs. Each
 * answer reads one page of EXPORT_PAGE_SIZE items (one Query on gsi1, newest first) and, when more remain, signs a
 * cursor for this account and this list alone; another account's cursor, or one edited by hand, is refused (400).
 * Every other list of the document is bounded by the board's own limits (saved jobs, alerts), so one answer always
 * stays small and quick, however long the account's history.
 */
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import { EXPORT_PAGE_SIZE } from '../../../shared/constants.js';
import { db, tableName } from '../db/client.js';
import { keys } from '../db/keys.js';
import { readCursor, signCursor } from '../db/page-cursor.js';

export type LongList = 'applications' | 'jobs';

type Position = { pk: string; sk: string; gsi1pk: string; gsi1sk: string };

/** The list's gsi1 partition: the seeker's applications or the company's jobs. */
export function longListPartition(list: LongList, owner: number): string {
  return list === 'applications' ? keys.seekerApplications(owner).gsi1pk : keys.companyJobs(owner).gsi1pk;
}

const scopeOf = (userId: number, list: LongList) => `export#${userId}#${list}`;

export interface ListPage {
  items: Record<string, unknown>[];
  nextCursor?: string;
}

/** One page of the list, from its start or from where `cursor` left it. */
export async function readListPage(userId: number, list: LongList, owner: number, cursor?: string): Promise<ListPage> {
  const partition = longListPartition(list, owner);
  const scope = scopeOf(userId, list);
  const isPosition = (value: unknown): value is Position =>
    typeof value === 'object' &&
    value !== null &&
    ['pk', 'sk', 'gsi1pk', 'gsi1sk'].every((name) => typeof (value as Record<string, unknown>)[name] === 'string') &&
    (value as Position).gsi1pk === partition;
  const after = cursor ? await readCursor(cursor, scope, isPosition) : undefined;
  const { Items = [], LastEvaluatedKey } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :pk',
      ExpressionAttributeValues: { ':pk': partition },
      ScanIndexForward: false,
      Limit: EXPORT_PAGE_SIZE,
      ...(after ? { ExclusiveStartKey: after } : {}),
    }),
  );
  return { items: Items, ...(LastEvaluatedKey ? { nextCursor: await signCursor(LastEvaluatedKey, scope) } : {}) };
}
