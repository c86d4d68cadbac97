/**
 * GET /api/applications/{id}/cv: the company an application was sent to, or the seeker who sent it, downloads the
 * CV it came with. The answer is `{url}`, a presigned GET of the application's copy valid one minute, which the
 * browser opens; any other company or seeker gets 404 like for an application they cannot see (ids reveal
 * nothing), admins 403 and signed-out visitors 401.
 */
import { route } from '../../shared/contract/routes/download-application-cv.js';
import { cvMessages } from '../../shared/schemas/cv.js';
import { apiErrors } from '../../shared/texts.js';
import type { Application } from '../../shared/types.js';
import { getApplication } from '../lib/db/applications/applications.js';
import { notFound } from '../lib/errors.js';
import { DOWNLOAD_SECONDS } from '../lib/files/cv-files.js';
import { cvKeys } from '../lib/files/cv-keys.js';
import { presignDownload } from '../lib/files/presign-download.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { ownsJob } from '../lib/ownership.js';

export const handler = defineHandler(route, async ({ params, session: { user } }) => {
  const application = await getApplication(params.id);
  const mine = (found: Application) => (user.role === 'job_seeker' ? found.userId === user.id : ownsJob(user, found));
  if (!application || !mine(application)) throw notFound(apiErrors.applicationNotFound);
  if (!application.cv) throw notFound(cvMessages.cvNotFound);
  const fileName = `${application.applicantName ?? 'Applicant'} - CV.${application.cv.type}`;
  const url = await presignDownload(cvKeys.application(application.id), fileName, DOWNLOAD_SECONDS);
  return ok({ url });
});
