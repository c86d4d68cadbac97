/**
 * GET /api/dashboard/stats: the signed-in company's stats over the last 30 days: its jobs' days summed (the
 * dashboard chart) and each job's totals (the posted-jobs list). Reads the company's job list (one Query) and,
 * per job, one Query of at most 120 items.
 */
import { route } from '../../shared/contract/routes/get-company-stats.js';
import { readJobsDays, statsWindow, sumDays, totalsOf } from '../lib/db/job-stats.js';
import { listCompanyJobs } from '../lib/db/jobs.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler(route, async ({ session: { user } }) => {
  const today = new Date();
  const jobs = user.companyId === undefined ? [] : await listCompanyJobs(user.companyId);
  const perJob = await readJobsDays(
    jobs.map((job) => job.id),
    today,
  );
  const days = sumDays(statsWindow(today), perJob);
  return ok({
    days,
    totals: totalsOf(days),
    jobs: jobs.map((job, i) => ({ jobId: job.id, totals: totalsOf(perJob[i] ?? []) })),
  });
});
