/** GET /api/categories: the categories with their real active-job counts. */
import { listCategories } from '../lib/db/categories.js';
import { ok } from '../lib/http.js';
import { definePublicHandler } from '../lib/public-handler.js';

export const handler = definePublicHandler('list-categories', {}, async () => ok(await listCategories()));
