/** GET /api/companies/user/{userId}: the company a company account owns; 404 when there is none (spec §7). */
import { parseNumericId } from '../../shared/numeric-id.js';
import { apiErrors } from '../../shared/texts.js';
import { getCompanyByUser } from '../lib/db/companies.js';
import { notFound } from '../lib/errors.js';
import { ok } from '../lib/http.js';
import { definePublicHandler } from '../lib/public-handler.js';

export const handler = definePublicHandler('get-company-by-user', {}, async ({ params }) => {
  const userId = parseNumericId(params.userId);
  const company = userId === undefined ? undefined : await getCompanyByUser(userId);
  if (!company) throw notFound(apiErrors.companyNotFound);
  return ok(company);
});
