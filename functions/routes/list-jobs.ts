/**
 * GET /api/jobs: active jobs, newest first, filtered and searched through the posting lists (jobs-search.ts).
 * The body stays a JSON array (spec §7); the next page's cursor travels in the x-next-cursor header.
 */
import { NEXT_CURSOR_HEADER } from '../../shared/constants.js';
import { jobQuerySchema } from '../../shared/schemas/job-query.js';
import { listJobs } from '../lib/db/jobs.js';
import { ok } from '../lib/http.js';
import { definePublicHandler } from '../lib/public-handler.js';

export const handler = definePublicHandler('list-jobs', { query: jobQuerySchema }, async ({ query }) => {
  const page = await listJobs(query);
  return ok(page.jobs, page.nextCursor ? { headers: { [NEXT_CURSOR_HEADER]: page.nextCursor } } : {});
});
