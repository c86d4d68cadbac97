/** GET /api/categories: the categories with their real active-job counts. */
import { route } from '../../shared/contract/routes/list-categories.js';
import { listCategories } from '../lib/db/catalog/categories.js';
import { ok } from '../lib/http.js';
import { definePublicHandler } from '../lib/public-handler.js';

export const handler = definePublicHandler(route, async () => ok(await listCategories()));
