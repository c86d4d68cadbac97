/** Reading audit log items into the API's AuditEntry. */
import * as v from 'valibot';
import { AUDIT_ACTIONS, type AuditEntry } from '../../../../shared/moderation-types.js';
import { readRecord } from './read-record.js';

const auditItemSchema = v.object({
  id: v.string(),
  at: v.string(),
  actor: v.object({ id: v.number(), name: v.string() }),
  action: v.picklist(AUDIT_ACTIONS),
  target: v.object({ kind: v.picklist(['job', 'company', 'account']), id: v.number(), label: v.string() }),
  reason: v.string(),
});

export function fromAuditItem(item: Record<string, unknown>): AuditEntry {
  const { id, at, actor, action, target, reason } = readRecord('audit entry', auditItemSchema, item);
  return { id, at, actor, action, target, reason };
}
