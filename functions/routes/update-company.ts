/**
 * PUT /api/companies/{id}: a company edits its profile (name, description, website, location; the same rules as
 * registration). Only its own: the session's account must own the company of the path. A new name or logo reaches
 * its jobs too.
 */
import { route } from '../../shared/contract/routes/update-company.js';
import { apiErrors } from '../../shared/texts.js';
import { updateCompanyProfile } from '../lib/db/companies/company-profile.js';
import { notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { requireOwnCompany } from '../lib/ownership.js';

export const handler = defineHandler(route, async ({ params, body, session }) => {
  requireOwnCompany(session.user, params.id);
  const company = await updateCompanyProfile(params.id, body);
  if (!company) throw notFound(apiErrors.companyNotFound);
  return ok(company);
});
