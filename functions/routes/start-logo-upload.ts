/**
 * POST /api/companies/{id}/logo/uploads: a company asks where to upload its logo. The answer is a presigned POST to
 * the private uploads bucket, valid five minutes, for one object under the account's own upload prefix, 1 byte to
 * 1 MB, of the content type the name declares. Nothing is published until save-company-logo checks it.
 */
import { randomUUID } from 'node:crypto';
import { route } from '../../shared/contract/routes/start-logo-upload.js';
import { logoTypeOfName } from '../../shared/schemas/logo.js';
import type { UploadTicket } from '../../shared/types.js';
import { cvKeys } from '../lib/files/cv-keys.js';
import { presignLogoUpload } from '../lib/files/logo-files.js';
import { defineHandler } from '../lib/handler.js';
import { created } from '../lib/http.js';
import { requireOwnCompany } from '../lib/ownership.js';

export const handler = defineHandler(route, async ({ params, body, session }) => {
  requireOwnCompany(session.user, params.id);
  const uploadId = randomUUID();
  // The schema accepted only the names of the four logo types.
  const type = logoTypeOfName(body.fileName) ?? 'png';
  const { url, fields } = await presignLogoUpload(cvKeys.incoming(session.user.id, uploadId), type);
  const ticket: UploadTicket = { uploadId, url, fields };
  return created(ticket);
});
