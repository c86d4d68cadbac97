/**
 * DELETE /api/companies/{id}/logo: a company removes its logo; its page and jobs show its initial again. The
 * record goes first, then the file: a failure in between leaves an unused file, never a broken image.
 */
import { route } from '../../shared/contract/routes/delete-company-logo.js';
import { logoMessages } from '../../shared/schemas/logo.js';
import { apiErrors } from '../../shared/texts.js';
import { setCompanyLogo } from '../lib/db/companies/company-profile.js';
import { notFound } from '../lib/errors.js';
import { deleteLogo } from '../lib/files/published-logos.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { requireOwnCompany } from '../lib/ownership.js';

export const handler = defineHandler(route, async ({ params, session }) => {
  requireOwnCompany(session.user, params.id);
  const removed = await setCompanyLogo(params.id, undefined);
  if (!removed) throw notFound(apiErrors.companyNotFound);
  if (!removed.previous) throw notFound(logoMessages.noLogo);
  await deleteLogo(removed.previous);
  return ok(removed.company);
});
