/** GET /api/categories: the categories with their real active-job counts. */
import { listCategories } from '../lib/db/categories.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler('list-categories', {}, async () => ok(await listCategories()));
