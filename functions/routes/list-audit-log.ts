/** GET /api/admin/audit-log?limit&cursor: the audit log, newest first, a page at a time; cursor in x-next-cursor. */
import { NEXT_CURSOR_HEADER } from '../../shared/constants.js';
import { route } from '../../shared/contract/routes/list-audit-log.js';
import { apiErrors } from '../../shared/texts.js';
import { listAuditLog } from '../lib/db/moderation/audit-log.js';
import { badRequest } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler(route, async ({ query }) => {
  const page = await listAuditLog(query.limit, query.cursor);
  if (!page.ok) throw badRequest(apiErrors.invalidCursor);
  return ok(page.entries, page.nextCursor ? { headers: { [NEXT_CURSOR_HEADER]: page.nextCursor } } : {});
});
