/**
 * The local stand-in for the deployed daily schedule (EventBridge): while the stack runs, the application-mail
 * sender gets its `daily-summary` event once a day, the same event the schedule sends; the emails land in the outbox.
 * DAILY_SUMMARY_INTERVAL_MS shortens the day for trying it out.
 */
import { logger } from '../../functions/lib/logger.js';
import { DAY_MS } from '../../shared/time.js';

export function startDailySummaryTimer(intervalMs = Number(process.env.DAILY_SUMMARY_INTERVAL_MS) || DAY_MS) {
  const timer = setInterval(async () => {
    try {
      const { handler } = await import('../../functions/workers/send-application-mail.js');
      await handler({ kind: 'daily-summary' });
    } catch (error) {
      logger.error('Local daily summary failed', { error: error as Error });
    }
  }, intervalMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
