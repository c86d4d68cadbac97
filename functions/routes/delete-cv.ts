/**
 * DELETE /api/user/cv: a job seeker deletes their saved CV. The file goes first, then the record (only if it
 * still names that file): a failure in between leaves a record the seeker can delete again, never a file nobody
 * knows of. Applications already sent keep their own copy. What was read from the CV goes with it (the skills the
 * seeker kept stay in their matching profile: they are theirs now).
 */
import { route } from '../../shared/contract/routes/delete-cv.js';
import { cvMessages } from '../../shared/schemas/cv.js';
import { forgetCvReading } from '../lib/db/seekers/matching-profile.js';
import { removeSavedCv } from '../lib/db/seekers/saved-cv.js';
import { notFound } from '../lib/errors.js';
import { deleteCv } from '../lib/files/cv-files.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler(route, async ({ session: { user } }) => {
  if (!user.cv) throw notFound(cvMessages.noSavedCv);
  await deleteCv(user.cv.key);
  await removeSavedCv(user.id, user.cv.key);
  await forgetCvReading(user.id);
  return ok({ message: cvMessages.cvDeleted });
});
