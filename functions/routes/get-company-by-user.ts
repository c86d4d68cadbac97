/** GET /api/companies/user/{userId}: the company a company account owns; 404 when there is none. */
import { route } from '../../shared/contract/routes/get-company-by-user.js';
import { apiErrors } from '../../shared/texts.js';
import { getCompanyByUser } from '../lib/db/companies/companies.js';
import { notFound } from '../lib/errors.js';
import { ok } from '../lib/http.js';
import { definePublicHandler } from '../lib/public-handler.js';

export const handler = definePublicHandler(route, async ({ params }) => {
  const company = await getCompanyByUser(params.userId);
  if (!company) throw notFound(apiErrors.companyNotFound);
  return ok(company);
});
