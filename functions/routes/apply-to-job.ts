/**
 * POST /api/jobs/{id}/apply: a job seeker applies to an active job, with a pasted resume and a cover letter, or
 * with their saved CV and an optional cover letter. Who applies (and the name and email the company sees) comes
 * from the session (an unconfirmed email address may not apply yet: 403); a jobId or userId in the body is dropped. One application per seeker and job, race-free (a
 * guard item in the same transaction as the application). The company's email is handed to the application-mail
 * sender (an asynchronous invocation), not sent here.
 *
 * The saved CV is copied to the application first (under its id), so the company downloads the CV the seeker
 * applied with even after they replace it; an application that is then refused takes its copy away again. Once the
 * application is made, the copy is handed to the CV reader (asynchronously) to look for the job's skills in it, for
 * the company's view of the application's skills (lib/matching/applicant-skills.ts).
 */

import { route } from '../../shared/contract/routes/apply-to-job.js';
import { cvMessages } from '../../shared/schemas/cv.js';
import { apiErrors, hiringMessages } from '../../shared/texts.js';
import { requireConfirmedEmail } from '../lib/confirmed-email.js';
import { handOffApplicationCvReading } from '../lib/cv-reading/hand-off.js';
import { createApplication, type NewApplication, newApplicationId } from '../lib/db/applications/applications.js';
import { getJob, isPublic } from '../lib/db/jobs/jobs.js';
import { badRequest, conflict, notFound } from '../lib/errors.js';
import { copyCv, deleteCv } from '../lib/files/cv-files.js';
import { cvKeys } from '../lib/files/cv-keys.js';
import { defineHandler } from '../lib/handler.js';
import { created } from '../lib/http.js';
import { handOffApplicationMail } from '../lib/mail/application-mail-request.js';

export const handler = defineHandler(route, async ({ params, body, session }) => {
  requireConfirmedEmail(session.user);
  const job = await getJob(params.id);
  // An inactive job is hidden from the public (get-job answers 404), so applying to it is a 404 too.
  if (!job || !isPublic(job)) throw notFound(apiErrors.jobNotFound);
  const { user } = session;
  const application: NewApplication = {
    job: { id: job.id, title: job.title, companyId: job.companyId, companyName: job.companyName },
    applicant: { id: user.id, name: user.name, email: user.email },
    resume: body.source === 'text' ? body.resume : '',
    coverLetter: body.coverLetter,
  };
  let copied: string | undefined;
  if (body.source === 'saved-cv') {
    if (!user.cv) throw badRequest(cvMessages.noSavedCv);
    application.id = await newApplicationId();
    application.cv = { name: user.cv.name, size: user.cv.size, type: user.cv.type };
    copied = cvKeys.application(application.id);
    await copyCv(user.cv.key, copied, user.cv.type);
  }
  const outcome = await createApplication(application);
  if (outcome.ok) {
    await handOffApplicationMail({ kind: 'application-received', applicationId: outcome.application.id });
    const { cv } = outcome.application;
    if (cv && job.skills.length > 0) {
      await handOffApplicationCvReading({ applicationId: outcome.application.id, type: cv.type, skills: job.skills });
    }
    return created(outcome.application);
  }
  if (copied) await deleteCv(copied);
  if (outcome.reason === 'duplicate') throw conflict(hiringMessages.alreadyApplied);
  throw notFound(apiErrors.jobNotFound); // deactivated or deleted a moment ago
});
