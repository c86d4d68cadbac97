/**
 * GET /api/companies: the companies directory a page at a time, most open jobs first (or by name), searchable by
 * name (company-directory.ts). The body stays a JSON array; the next page's cursor travels in x-next-cursor.
 */

import { NEXT_CURSOR_HEADER } from '../../shared/constants.js';
import { route } from '../../shared/contract/routes/list-companies.js';
import { apiErrors } from '../../shared/texts.js';
import { listCompanyPage } from '../lib/db/companies/company-directory.js';
import { badRequest } from '../lib/errors.js';
import { ok } from '../lib/http.js';
import { definePublicHandler } from '../lib/public-handler.js';

export const handler = definePublicHandler(route, async ({ query }) => {
  const page = await listCompanyPage(query);
  if (!page.ok) throw badRequest(apiErrors.invalidCursor);
  return ok(page.companies, page.nextCursor ? { headers: { [NEXT_CURSOR_HEADER]: page.nextCursor } } : {});
});
