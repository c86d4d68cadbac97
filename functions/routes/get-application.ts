/**
 * GET /api/applications/{id}: one application, for its applicant or the company it was sent to. The company (and
 * an admin) also gets, side by side, the job's skills the applicant lists on their matching profile and those the
 * applicant does not list, as they stand when it is read; nothing when the job is gone or lists no skills.
 */
import type { ApplicationAnswer } from '../../shared/contract/routes/get-application.js';
import { route } from '../../shared/contract/routes/get-application.js';
import { apiErrors } from '../../shared/texts.js';
import { getApplication } from '../lib/db/applications/applications.js';
import { getJobRecord } from '../lib/db/jobs/jobs.js';
import { getMatching } from '../lib/db/seekers/matching-profile.js';
import { notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { compareSkills } from '../lib/matching/explain.js';
import { canSeeApplication } from '../lib/ownership.js';

export const handler = defineHandler(route, async ({ params, session: { user } }) => {
  const application = await getApplication(params.id);
  if (!application || !canSeeApplication(user, application)) throw notFound(apiErrors.applicationNotFound);
  const answer: ApplicationAnswer = application;
  if (user.role !== 'job_seeker') {
    const [job, matching] = await Promise.all([getJobRecord(application.jobId), getMatching(application.userId)]);
    if (job?.skills?.length) answer.skillComparison = compareSkills(matching.profile.skills, job.skills);
  }
  return ok(answer);
});
