/** GET /api/resources: every learning resource with its category; the screen groups them. */
import { route } from '../../shared/contract/routes/list-resources.js';
import { listResources } from '../lib/db/catalog/resources.js';
import { ok } from '../lib/http.js';
import { definePublicHandler } from '../lib/public-handler.js';

export const handler = definePublicHandler(route, async () => ok(await listResources()));
