/** GET /api/resources: every learning resource with its category; the screen groups them (spec §2). */
import { listResources } from '../lib/db/resources.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler('list-resources', {}, async () => ok(await listResources()));
