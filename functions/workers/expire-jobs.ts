/**
 * Expires the jobs past their closing date: run by a schedule deployed (infra/constructs/job-expiry.ts, hourly) and
 * by a timer locally (scripts/local/expiry-timer.ts). A job that fails (edited at the same moment) is logged and
 * left for the next run; the run fails, and is retried, only when none could be expired.
 */
import { todayUtc } from '../../shared/closing-date.js';
import { expireJob } from '../lib/db/jobs/job-expiry.js';
import { logger } from '../lib/logger.js';
import { jobsPastClosing } from '../lib/search/listed-jobs.js';

export async function handler(): Promise<{ due: number; expired: number }> {
  const now = new Date();
  const due = await jobsPastClosing(todayUtc(now));
  let expired = 0;
  const failures: unknown[] = [];
  for (const id of due) {
    try {
      if (await expireJob(id, now)) expired += 1;
    } catch (error) {
      failures.push(error);
      logger.warn('Job not expired this run', { jobId: id, error: error as Error });
    }
  }
  logger.info('Jobs expired', { due: due.length, expired, failed: failures.length });
  if (failures.length > 0 && failures.length === due.length) throw failures[0];
  return { due: due.length, expired };
}
