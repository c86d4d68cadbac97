/**
 * POST /api/jobs/{id}/apply: a job seeker applies to an active job with a resume and a cover letter. Who applies
 * (and the name and email the company sees) comes from the session; a jobId or userId in the body is dropped.
 * One application per seeker and job, race-free (a guard item in the same transaction as the application). The
 * company's email is handed to the application-mail sender (an asynchronous invocation), not sent here.
 */

import { route } from '../../shared/contract/routes/apply-to-job.js';
import { apiErrors, hiringMessages } from '../../shared/texts.js';
import { createApplication } from '../lib/db/applications.js';
import { getJob, isPublic } from '../lib/db/jobs.js';
import { conflict, notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { created } from '../lib/http.js';
import { handOffApplicationMail } from '../lib/mail/application-mail-request.js';

export const handler = defineHandler(route, async ({ params, body, session }) => {
  const job = await getJob(params.id);
  // An inactive job is hidden from the public (get-job answers 404), so applying to it is a 404 too.
  if (!job || !isPublic(job)) throw notFound(apiErrors.jobNotFound);
  const { user } = session;
  const outcome = await createApplication({
    job: { id: job.id, title: job.title, companyId: job.companyId, companyName: job.companyName },
    applicant: { id: user.id, name: user.name, email: user.email },
    resume: body.resume,
    coverLetter: body.coverLetter,
  });
  if (outcome.ok) {
    await handOffApplicationMail({ kind: 'application-received', applicationId: outcome.application.id });
    return created(outcome.application);
  }
  if (outcome.reason === 'duplicate') throw conflict(hiringMessages.alreadyApplied);
  throw notFound(apiErrors.jobNotFound); // deactivated or deleted a moment ago
});
