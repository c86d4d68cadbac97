/** GET /api/admin/audit-log: a page of the audit log, newest first; the next page's cursor in x-next-cursor. */
import type { AuditEntry } from '../../moderation-types.js';
import { deskPageQuerySchema } from '../../schemas/moderation.js';
import { defineRoute, responds } from '../define.js';

export const route = defineRoute('list-audit-log', { query: deskPageQuerySchema }, responds<AuditEntry[]>());
