/** GET /api/companies: the companies directory, by name, with their active-job counts. */
import { listCompanies } from '../lib/db/companies.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler('list-companies', {}, async () => ok(await listCompanies()));
