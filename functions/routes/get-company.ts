/**
 * GET /api/companies/{id}: one company with its details and how fast it answers applications (the median days to
 * a decision, db/applications/response-time.ts); its open jobs come from /api/jobs?company={id}.
 */
import { route } from '../../shared/contract/routes/get-company.js';
import { apiErrors } from '../../shared/texts.js';
import { getResponseTime } from '../lib/db/applications/response-time.js';
import { getCompany } from '../lib/db/companies/companies.js';
import { notFound } from '../lib/errors.js';
import { ok } from '../lib/http.js';
import { definePublicHandler } from '../lib/public-handler.js';

export const handler = definePublicHandler(route, async ({ params }) => {
  const [company, responseTime] = await Promise.all([getCompany(params.id), getResponseTime(params.id)]);
  if (!company) throw notFound(apiErrors.companyNotFound);
  return ok({ ...company, responseTime });
});
