/**
 * The local stand-ins for the deployed job alert mailers (infra/constructs/alert-mailers.ts), running the same
 * handlers: a timer runs the digest (functions/workers/send-alert-digests.ts) with `daily` once a day and
 * `weekly` once a week, and a second stream poller hands new jobs to the instant alerts
 * (functions/workers/send-instant-alerts.ts), as the second event source mapping of the table's stream does. The
 * emails land in the outbox. ALERT_DIGEST_INTERVAL_MS shortens the day for trying it out (the week is 7 of them).
 */
import { logger } from '../../functions/lib/logger.js';
import { createStreamPoller, type StreamPoller } from './stream-poller.js';

const DAY_MS = 24 * 60 * 60 * 1000;

export function startAlertDigestTimer(dayMs = Number(process.env.ALERT_DIGEST_INTERVAL_MS) || DAY_MS) {
  let days = 0;
  const timer = setInterval(async () => {
    days += 1;
    try {
      const { runDigest } = await import('../../functions/workers/send-alert-digests.js');
      await runDigest('daily');
      if (days % 7 === 0) await runDigest('weekly');
    } catch (error) {
      logger.error('Local job alert digest failed', { error: error as Error });
    }
  }, dayMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}

export function createInstantAlertPoller(options: {
  endpoint: string;
  tableName: string;
  dataDir?: string;
  log?: (line: string) => void;
}): StreamPoller {
  return createStreamPoller({
    ...options,
    consumer: { name: 'Instant job alerts', files: 'instant-alerts' },
    handler: async (event) => {
      const { handler } = await import('../../functions/workers/send-instant-alerts.js');
      await handler(event);
      return undefined;
    },
  });
}
