/** The newest audit-log entries, for tests that check what an action wrote there. */
import type { AuditEntry } from '../../shared/moderation-types.js';
import { listAuditLog } from '../lib/db/moderation/audit-log.js';

export async function auditEntries(limit = 50): Promise<AuditEntry[]> {
  const page = await listAuditLog(limit);
  if (!page.ok) throw new Error(`audit log refused its first page: ${page.reason}`);
  return page.entries;
}
