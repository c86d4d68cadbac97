/** GET /api/board/counts: open jobs and hiring companies, for the pages that quote the board's size (cached). */
import { route } from '../../shared/contract/routes/get-board-counts.js';
import { readBoardCounts } from '../lib/db/jobs/board-counts.js';
import { ok } from '../lib/http.js';
import { definePublicHandler } from '../lib/public-handler.js';

export const handler = definePublicHandler(route, async () => ok(await readBoardCounts()));
