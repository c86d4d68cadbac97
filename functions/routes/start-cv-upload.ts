/**
 * POST /api/user/cv/uploads: a job seeker asks where to upload a CV. The answer is a presigned POST to the
 * private bucket, valid five minutes, whose signed policy allows one object at a key under the seeker's own
 * upload prefix, 1 byte to 5 MB, of the content type the name declares. Nothing is saved until save-cv checks it.
 */
import { randomUUID } from 'node:crypto';
import { route } from '../../shared/contract/routes/start-cv-upload.js';
import { cvTypeOfName } from '../../shared/schemas/cv.js';
import type { UploadTicket } from '../../shared/types.js';
import { presignCvUpload } from '../lib/files/cv-files.js';
import { cvKeys } from '../lib/files/cv-keys.js';
import { defineHandler } from '../lib/handler.js';
import { created } from '../lib/http.js';

export const handler = defineHandler(route, async ({ body, session }) => {
  const uploadId = randomUUID();
  // The schema accepted only .pdf and .docx names.
  const type = cvTypeOfName(body.fileName) ?? 'pdf';
  const { url, fields } = await presignCvUpload(cvKeys.incoming(session.user.id, uploadId), type);
  const ticket: UploadTicket = { uploadId, url, fields };
  return created(ticket);
});
