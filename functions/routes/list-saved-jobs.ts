/**
 * GET /api/saved-jobs?limit&cursor: the seeker's saved jobs, newest-saved first, a page at a time. The body is a
 * JSON array like GET /api/jobs; the next page's cursor travels in the x-next-cursor header, signed for this
 * seeker alone (another seeker's cursor is refused).
 */

import { NEXT_CURSOR_HEADER } from '../../shared/constants.js';
import { route } from '../../shared/contract/routes/list-saved-jobs.js';
import { apiErrors } from '../../shared/texts.js';
import { listSavedJobs } from '../lib/db/seekers/saved-jobs-page.js';
import { badRequest } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler(route, async ({ query, session: { user } }) => {
  const page = await listSavedJobs(user.id, query.limit, query.cursor);
  if (!page.ok) throw badRequest(apiErrors.invalidCursor);
  return ok(page.items, page.nextCursor ? { headers: { [NEXT_CURSOR_HEADER]: page.nextCursor } } : {});
});
