/**
 * GET /api/admin/companies: the companies directory's query (search, sort, includeEmpty, limit, cursor) for the
 * admin desk, each company with its suspension. Cursor in x-next-cursor.
 */
import { NEXT_CURSOR_HEADER } from '../../shared/constants.js';
import { route } from '../../shared/contract/routes/list-admin-companies.js';
import { apiErrors } from '../../shared/texts.js';
import { listCompanyPage } from '../lib/db/companies/company-directory.js';
import { toAdminCompany } from '../lib/db/moderation/company-suspension.js';
import { badRequest } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler(route, async ({ query }) => {
  const page = await listCompanyPage(query, toAdminCompany);
  if (!page.ok) throw badRequest(apiErrors.invalidCursor);
  return ok(page.companies, page.nextCursor ? { headers: { [NEXT_CURSOR_HEADER]: page.nextCursor } } : {});
});
