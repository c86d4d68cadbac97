/**
 * PUT /api/companies/{id}/logo: publishes the logo a company just uploaded, replacing the one before. The upload
 * is looked up under the account's own prefix (the session says whose) and its bytes decide: more than 1 MB (413),
 * not a PNG, JPEG, WebP or SVG whatever its name (400), or an SVG that could run or load anything (400, saying
 * what) is refused and deleted. An accepted file is copied to the logo bucket the site serves under /logos/.
 */
import { route } from '../../shared/contract/routes/save-company-logo.js';
import { logoMessages } from '../../shared/schemas/logo.js';
import { apiErrors } from '../../shared/texts.js';
import { setCompanyLogo } from '../lib/db/companies/company-profile.js';
import { badRequest, HttpError, notFound } from '../lib/errors.js';
import { cvKeys } from '../lib/files/cv-keys.js';
import { inspectLogoUpload } from '../lib/files/logo-inspection.js';
import { logoKey } from '../lib/files/logo-keys.js';
import { deleteLogo, publishLogo } from '../lib/files/published-logos.js';
import { deletePrivateFile } from '../lib/files/uploads.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { requireOwnCompany } from '../lib/ownership.js';

function refusal(inspection: { reason: string; detail?: string }): HttpError {
  if (inspection.reason === 'too-big') return new HttpError(413, logoMessages.tooBig);
  if (inspection.reason === 'unsafe') return badRequest(logoMessages.unsafeSvg(inspection.detail ?? 'it is unsafe'));
  return badRequest(logoMessages.wrongType);
}

export const handler = defineHandler(route, async ({ params, body, session: { user } }) => {
  requireOwnCompany(user, params.id);
  const upload = cvKeys.incoming(user.id, body.uploadId);
  const inspection = await inspectLogoUpload(upload);
  if (!inspection.ok) {
    if (inspection.reason === 'missing') throw badRequest(logoMessages.uploadMissing);
    await deletePrivateFile(upload);
    throw refusal(inspection);
  }
  const logo = await publishLogo(upload, logoKey(params.id, body.uploadId, inspection.type), inspection.type);
  await deletePrivateFile(upload);
  const saved = await setCompanyLogo(params.id, logo);
  if (!saved) {
    await deleteLogo(logo);
    throw notFound(apiErrors.companyNotFound);
  }
  if (saved.previous && saved.previous !== logo) await deleteLogo(saved.previous);
  return ok(saved.company);
});
