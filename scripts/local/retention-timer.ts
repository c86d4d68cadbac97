/**
 * The local stand-in for the deployed daily retention schedule: the retention worker
 * (functions/workers/enforce-retention.ts, the handler deployed) runs once at start and then every `intervalMs`
 * (RETENTION_INTERVAL_MS, default a day), so the local board keeps personal data no longer than a deployed one.
 */
import { DAY_MS } from '../../shared/time.js';
import { startScheduleTimer } from './schedule-timer.js';

export function startRetentionTimer(intervalMs = Number(process.env.RETENTION_INTERVAL_MS) || DAY_MS) {
  return startScheduleTimer(
    'retention',
    async () => (await import('../../functions/workers/enforce-retention.js')).handler(),
    intervalMs,
  );
}
