/** GET /api/companies/user/{userId}: the company a company account owns; 404 when there is none (spec §7). */
import { parseNumericId } from '../../shared/schemas/fields.js';
import { apiErrors } from '../../shared/texts.js';
import { getCompanyByUser } from '../lib/db/companies.js';
import { notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler('get-company-by-user', {}, async ({ params }) => {
  const userId = parseNumericId(params.userId);
  const company = userId === undefined ? undefined : await getCompanyByUser(userId);
  if (!company) throw notFound(apiErrors.companyNotFound);
  return ok(company);
});
