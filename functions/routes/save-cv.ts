/**
 * PUT /api/user/cv: saves the file a job seeker just uploaded as their CV, replacing the one before. The upload is
 * looked up under the seeker's own prefix (the session says whose), and its head and first bytes decide: more than
 * 5 MB (413) or not a PDF or Word document whatever its name (400) is refused and deleted. An accepted file moves
 * out of the upload prefix (which expires) to the saved one, named for its real type, and is handed to the CV reader
 * (a worker: its skills are proposed on the profile later, never read in this request).
 */
import { route } from '../../shared/contract/routes/save-cv.js';
import { type CvType, cvMessages } from '../../shared/schemas/cv.js';
import { handOffCvReading } from '../lib/cv-reading/hand-off.js';
import { publicCv, type StoredCv, setSavedCv } from '../lib/db/seekers/saved-cv.js';
import { badRequest, HttpError } from '../lib/errors.js';
import { copyCv, deleteCv, inspectCvUpload } from '../lib/files/cv-files.js';
import { cvKeys } from '../lib/files/cv-keys.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

const withExtension = (name: string, type: CvType) => `${name.replace(/\.[^.]*$/, '')}.${type}`;

export const handler = defineHandler(route, async ({ body, session: { user } }) => {
  const upload = cvKeys.incoming(user.id, body.uploadId);
  const inspection = await inspectCvUpload(upload);
  if (!inspection.ok) {
    if (inspection.reason === 'missing') throw badRequest(cvMessages.uploadMissing);
    await deleteCv(upload);
    throw inspection.reason === 'too-big' ? new HttpError(413, cvMessages.tooBig) : badRequest(cvMessages.wrongType);
  }
  const cv: StoredCv = {
    key: cvKeys.saved(user.id, body.uploadId),
    name: withExtension(body.fileName, inspection.type),
    size: inspection.size,
    type: inspection.type,
    uploadedAt: new Date().toISOString(),
  };
  await copyCv(upload, cv.key, cv.type);
  await deleteCv(upload);
  const previous = await setSavedCv(user.id, cv);
  if (previous && previous.key !== cv.key) await deleteCv(previous.key);
  await handOffCvReading({ userId: user.id, key: cv.key, type: cv.type }, cv.name);
  return ok(publicCv(cv));
});
