/**
 * The audit log: one item per moderation action (who, what, to which job or company, when, why), written in the
 * same transaction as the action itself, so an action never happens without its line. All in one partition
 * (keys.auditEntry), sorted by time then a random id: the admin desk reads it newest first, a page at a time.
 */
import { randomUUID } from 'node:crypto';
import type { AuditEntry } from '../../../../shared/moderation-types.js';
import { tableName } from '../kit/client.js';
import { keys } from '../kit/keys.js';
import type { InvalidCursor } from '../kit/page-cursor.js';
import { queryPage } from '../kit/paged-query.js';
import type { TransactItems } from '../kit/transact.js';
import { fromAuditItem } from '../records/audit-entry.js';

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

export async function listAuditLog(
  limit: number,
  cursor?: string,
): Promise<{ ok: true; entries: AuditEntry[]; nextCursor?: string } | InvalidCursor> {
  const page = await queryPage({ partition: keys.auditLog().pk, limit, scope: 'audit-log', cursor });
  if (!page.ok) return page;
  const { items, nextCursor } = page;
  return { ok: true, entries: items.map(fromAuditItem), ...(nextCursor ? { nextCursor } : {}) };
}
