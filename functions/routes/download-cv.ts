/**
 * GET /api/user/cv/download: a job seeker opens their own saved CV. The answer is `{url}`, a presigned GET of the
 * file valid one minute, named as the seeker named it; the file is found from the session's account only, so no
 * one can ask for another's. 404 when no CV is saved.
 */
import { route } from '../../shared/contract/routes/download-cv.js';
import { cvMessages } from '../../shared/schemas/cv.js';
import { notFound } from '../lib/errors.js';
import { DOWNLOAD_SECONDS } from '../lib/files/cv-files.js';
import { presignDownload } from '../lib/files/presign-download.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler(route, async ({ session: { user } }) => {
  if (!user.cv) throw notFound(cvMessages.noSavedCv);
  return ok({ url: await presignDownload(user.cv.key, user.cv.name, DOWNLOAD_SECONDS) });
});
