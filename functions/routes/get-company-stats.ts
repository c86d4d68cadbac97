/**
 * GET /api/dashboard/stats: the signed-in company's stats over the last 30 days: its days (the dashboard chart)
 * and each job's totals (the posted-jobs list), from one Query of the company's day items (at most 150). A job
 * without counts in the window is not listed (the screen shows zeros); a deleted job's counts stay in the days.
 */
import { route } from '../../shared/contract/routes/get-company-stats.js';
import { apiErrors } from '../../shared/texts.js';
import { readCompanyDays, totalsOf } from '../lib/db/jobs/job-stats.js';
import { notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler(route, async ({ session: { user } }) => {
  if (user.companyId === undefined) throw notFound(apiErrors.companyNotFound);
  const { days, jobs } = await readCompanyDays(user.companyId);
  return ok({
    days,
    totals: totalsOf(days),
    jobs: jobs.map((job) => ({ jobId: job.jobId, totals: totalsOf(job.days) })),
  });
});
