/** GET /api/companies: the companies directory, by name, with their active-job counts. */
import { listCompanies } from '../lib/db/companies.js';
import { ok } from '../lib/http.js';
import { definePublicHandler } from '../lib/public-handler.js';

export const handler = definePublicHandler('list-companies', {}, async () => ok(await listCompanies()));
