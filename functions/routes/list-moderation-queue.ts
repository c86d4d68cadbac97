/**
 * GET /api/admin/reports?limit&cursor: the admin's moderation queue, newest change first: reported jobs, jobs
 * hidden for review and jobs an admin deactivated, each with its open reports. Cursor in x-next-cursor.
 */
import { NEXT_CURSOR_HEADER } from '../../shared/constants.js';
import { route } from '../../shared/contract/routes/list-moderation-queue.js';
import { apiErrors } from '../../shared/texts.js';
import { listModerationQueue } from '../lib/db/moderation/job-reports.js';
import { badRequest } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler(route, async ({ query }) => {
  const page = await listModerationQueue(query.limit, query.cursor);
  if (!page.ok) throw badRequest(apiErrors.invalidCursor);
  return ok(page.cases, page.nextCursor ? { headers: { [NEXT_CURSOR_HEADER]: page.nextCursor } } : {});
});
