/**
 * GET /api/applications/{id}: one application, for its applicant or the company it was sent to. The company (and
 * an admin) also gets the job's skills side by side: those found in what the applicant gave (their matching
 * profile's skills as they stand when it is read, this application's resume and cover letter, what the reading of
 * its CV found) and those not found, with whether the CV could not be read and whether there was nothing to look
 * in (lib/matching/applicant-skills.ts); nothing when the job is gone or lists no skills.
 */
import type { ApplicationAnswer } from '../../shared/contract/routes/get-application.js';
import { route } from '../../shared/contract/routes/get-application.js';
import { apiErrors } from '../../shared/texts.js';
import { getApplicationWithCvSkills } from '../lib/db/applications/applications.js';
import { getJobRecord } from '../lib/db/jobs/jobs.js';
import { getMatching } from '../lib/db/seekers/matching-profile.js';
import { notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { compareApplicantSkills } from '../lib/matching/applicant-skills.js';
import { canSeeApplication } from '../lib/ownership.js';

export const handler = defineHandler(route, async ({ params, session: { user } }) => {
  const read = await getApplicationWithCvSkills(params.id);
  if (!read || !canSeeApplication(user, read.application)) throw notFound(apiErrors.applicationNotFound);
  const { application, cvSkills } = read;
  const answer: ApplicationAnswer = application;
  if (user.role !== 'job_seeker') {
    const [job, matching] = await Promise.all([getJobRecord(application.jobId), getMatching(application.userId)]);
    if (job?.skills?.length) {
      answer.skillComparison = compareApplicantSkills(job.skills, {
        profileSkills: matching.profile.skills,
        texts: [application.resume, application.coverLetter],
        hasCv: application.cv !== undefined,
        ...(cvSkills ? { cvSkills } : {}),
      });
    }
  }
  return ok(answer);
});
