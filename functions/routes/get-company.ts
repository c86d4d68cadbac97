/** GET /api/companies/{id}: one company with its details; its open jobs come from /api/jobs?company={id}. */
import { parseNumericId } from '../../shared/schemas/fields.js';
import { apiErrors } from '../../shared/texts.js';
import { getCompany } from '../lib/db/companies.js';
import { notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler('get-company', {}, async ({ params }) => {
  const id = parseNumericId(params.id);
  const company = id === undefined ? undefined : await getCompany(id);
  if (!company) throw notFound(apiErrors.companyNotFound);
  return ok(company);
});
