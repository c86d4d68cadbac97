/**
 * The local stand-ins for the deployed job alert mailers (infra/constructs/alert-mailers.ts), running the same
 * handlers: a timer runs the digest (functions/workers/send-alert-digests.ts) with `daily` once a day and
 * `weekly` once a week, and a second stream poller hands new jobs to the instant alerts
 * (functions/workers/send-instant-alerts.ts), as the second event source mapping of the table's stream does. Both
 * also send new matches to the seekers who asked for them (weekly with the weekly digest, instant). The
 * emails land in the outbox. ALERT_DIGEST_INTERVAL_MS shortens the day for trying it out (the week is 7 of them).
 */

import { createStreamPoller, type StreamPoller } from '../../functions/local/stream-poller.js';
import { DAY_MS } from '../../shared/time.js';
import { type ScheduleTimer, startScheduleTimer } from './schedule-timer.js';

/** The daily and the weekly digest, each on its own timer: a failed daily run never holds back the weekly one. */
export function startAlertDigestTimer(dayMs = Number(process.env.ALERT_DIGEST_INTERVAL_MS) || DAY_MS) {
  const digest = (frequency: 'daily' | 'weekly') => async () => {
    const { runDigest } = await import('../../functions/workers/send-alert-digests.js');
    await runDigest(frequency);
    if (frequency === 'weekly') {
      const { runWeeklyMatches } = await import('../../functions/lib/matching/send-matches.js');
      await runWeeklyMatches();
    }
  };
  const timers: ScheduleTimer[] = [
    startScheduleTimer('daily job alert digest', digest('daily'), dayMs, { runAtStart: false }),
    startScheduleTimer('weekly job alert digest', digest('weekly'), 7 * dayMs, { runAtStart: false }),
  ];
  return { stop: async () => void (await Promise.all(timers.map((timer) => timer.stop()))) };
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
