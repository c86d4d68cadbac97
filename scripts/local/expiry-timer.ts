/**
 * The local stand-in for the deployed expiry schedule (infra/constructs/job-expiry.ts): the expiry worker
 * (functions/workers/expire-jobs.ts, the handler deployed) runs once at start and then every `intervalMs`
 * (EXPIRY_INTERVAL_MS, default a minute), so a job past its closing date leaves search within a minute.
 */
import { startScheduleTimer } from './schedule-timer.js';

const MINUTE_MS = 60_000;

export function startExpiryTimer(intervalMs = Number(process.env.EXPIRY_INTERVAL_MS) || MINUTE_MS) {
  return startScheduleTimer(
    'job expiry',
    async () => (await import('../../functions/workers/expire-jobs.js')).handler(),
    intervalMs,
  );
}
