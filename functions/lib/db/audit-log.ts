/**
 * The audit log: one item per moderation action (who, what, to which job or company, when, why), written in the
 * same transaction as the action itself, so an action never happens without its line. All in one partition
 * (keys.auditEntry), sorted by time then a random id: the admin desk reads it newest first, a page at a time.
 */
import { randomUUID } from 'node:crypto';
import { QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AuditEntry } from '../../../shared/moderation-types.js';
import { db, tableName } from './client.js';
import { keys } from './keys.js';
import { readCursor, signCursor } from './page-cursor.js';
import type { TransactItems } from './transact.js';

/** The actor of what the board does by itself (hiding a job after enough reports). */
export const BOARD_ACTOR = { id: 0, name: 'JobBoard (automatic)' } as const;

export type AuditInput = Omit<AuditEntry, 'id' | 'at'>;

/** The Put of a new entry, to go into the action's transaction. */
export function auditPut(input: AuditInput, at = new Date().toISOString()): TransactItems[number] {
  const id = randomUUID();
  const entry: AuditEntry = { id, at, ...input };
  return {
    Put: {
      TableName: tableName(),
      Item: { ...keys.auditEntry(at, id), type: 'audit', ...entry },
      ConditionExpression: 'attribute_not_exists(pk)',
    },
  };
}

function toEntry(item: Record<string, unknown>): AuditEntry {
  const { id, at, actor, action, target, reason } = item as unknown as AuditEntry;
  return { id, at, actor, action, target, reason };
}

type Position = { pk: string; sk: string };
const scope = 'audit-log';
const isPosition = (value: unknown): value is Position =>
  typeof value === 'object' &&
  value !== null &&
  (value as Position).pk === keys.auditLog().pk &&
  typeof (value as Position).sk === 'string' &&
  Object.keys(value).length === 2;

export async function listAuditLog(
  limit: number,
  cursor?: string,
): Promise<{ entries: AuditEntry[]; nextCursor?: string }> {
  const after = cursor ? await readCursor(cursor, scope, isPosition) : undefined;
  const { Items = [], LastEvaluatedKey } = await db().send(
    new QueryCommand({
      TableName: tableName(),
      KeyConditionExpression: 'pk = :pk',
      ExpressionAttributeValues: { ':pk': keys.auditLog().pk },
      ScanIndexForward: false,
      Limit: limit,
      ...(after ? { ExclusiveStartKey: after } : {}),
    }),
  );
  return {
    entries: Items.map(toEntry),
    ...(LastEvaluatedKey ? { nextCursor: await signCursor(LastEvaluatedKey, scope) } : {}),
  };
}
