/**
 * POST /api/jobs: a company posts a job. The company and `postedBy` come from the session; a `companyId` or
 * `postedBy` in the body is dropped by the schema. The job, its category links, search entries and counts are
 * written in one transaction (jobs repository). A suspended company, or one whose email is not confirmed yet, cannot post (403).
 */
import { route } from '../../shared/contract/routes/create-job.js';
import { moderationMessages } from '../../shared/texts/moderation-texts.js';
import { hiringMessages } from '../../shared/texts.js';
import { requireConfirmedEmail } from '../lib/confirmed-email.js';
import { createJob } from '../lib/db/jobs/jobs.js';
import { getCompanyWithSuspension } from '../lib/db/moderation/company-suspension.js';
import { forbidden } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { created } from '../lib/http.js';
import { jobWriteError } from '../lib/job-write-errors.js';
import { logger } from '../lib/logger.js';
import { flagNearDuplicate } from '../lib/search/near-duplicates.js';

export const handler = defineHandler(route, async ({ body, session: { user } }) => {
  requireConfirmedEmail(user);
  const company = user.companyId === undefined ? undefined : await getCompanyWithSuspension(user.companyId);
  if (!company) throw forbidden(hiringMessages.noCompanyProfile);
  if (company.suspended) throw forbidden(moderationMessages.companySuspended(company.suspended.reason));
  const posted = await createJob(body, {
    company: { id: company.id, name: company.name, ...(company.logo ? { logo: company.logo } : {}) },
    postedBy: user.id,
  });
  if (!posted.ok) throw jobWriteError(posted);
  const { job } = posted;
  // The admin desk hears of a near-duplicate of another company's job; posting never waits on a failure of it.
  await flagNearDuplicate(job).catch((error: unknown) =>
    logger.warn('Near-duplicate check failed', { jobId: job.id, error: error as Error }),
  );
  return created(job);
});
