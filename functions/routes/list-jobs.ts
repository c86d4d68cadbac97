/**
 * GET /api/jobs: active jobs searched and filtered through the posting lists (search/search-jobs.ts), by relevance
 * when there are search words and newest first otherwise. The body stays a JSON array; the next page's
 * cursor, the number of matches (and whether it is a lower bound), a "Did you mean" search and pay typed into the
 * words (shared/pay/search-pay.ts) travel in headers.
 */

import {
  NEXT_CURSOR_HEADER,
  SEARCH_PAY_HEADER,
  SEARCH_SUGGESTION_HEADER,
  TOTAL_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
} from '../../shared/constants.js';
import { route } from '../../shared/contract/routes/list-jobs.js';
import { writeSearchPay } from '../../shared/pay/search-pay.js';
import { ok } from '../lib/http.js';
import { definePublicHandler } from '../lib/public-handler.js';
import { listJobs } from '../lib/search/search-jobs.js';

export const handler = definePublicHandler(route, async ({ query }) => {
  const page = await listJobs(query);
  return ok(page.jobs, {
    headers: {
      [TOTAL_COUNT_HEADER]: String(page.total),
      ...(page.totalCapped ? { [TOTAL_CAPPED_HEADER]: '1' } : {}),
      ...(page.nextCursor ? { [NEXT_CURSOR_HEADER]: page.nextCursor } : {}),
      ...(page.suggestion ? { [SEARCH_SUGGESTION_HEADER]: encodeURIComponent(page.suggestion) } : {}),
      ...(page.searchPay ? { [SEARCH_PAY_HEADER]: writeSearchPay(page.searchPay) } : {}),
    },
  });
});
