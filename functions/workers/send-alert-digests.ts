/**
 * The job alert digest: run by a schedule deployed (infra/constructs/alert-mailers.ts: daily at 07:00 UTC with
 * `{"frequency":"daily"}`, Mondays with `"weekly"`) and by a timer locally (scripts/local/alert-timer.ts).
 *
 * It goes through the due list of that frequency (only active, confirmed alerts are on it) a page at a time and,
 * for each alert, searches the posting lists from the alert's `since` (search/alert-matches.ts): new matches are
 * mailed, newest first, with links to each job; none, no email. One alert's failure is logged and the others still
 * get theirs, then the run fails, so the schedule retries it; an alert already mailed has moved its `since` on and
 * is not mailed twice.
 *
 * The weekly run also mails seekers who asked for new matches weekly (matching/send-matches.ts), after the alerts:
 * both are "what is new for you this week", and they share the schedule, the retries and the dead-letter queue.
 */
import { ALERT_FREQUENCIES, type AlertFrequency } from '../../shared/constants.js';
import { deliverAlert } from '../lib/alerts/send-alert.js';
import { type AlertRecord, dueAlerts } from '../lib/db/alerts/alerts.js';
import { logger } from '../lib/logger.js';
import { runWeeklyMatches } from '../lib/matching/send-matches.js';
import { newMatchesSince } from '../lib/search/alert-matches.js';

/** Alerts searched side by side. */
const PARALLEL_ALERTS = 8;

export interface DigestRun {
  alerts: number;
  emails: number;
  /** Items DynamoDB read: the due list, the posting entries and job summaries, the owners' addresses. */
  itemsRead: number;
  failed: number;
}

const isDigestFrequency = (value: unknown): value is Exclude<AlertFrequency, 'instant'> =>
  value !== 'instant' && (ALERT_FREQUENCIES as readonly unknown[]).includes(value);

export async function runDigest(frequency: AlertFrequency, now = new Date()): Promise<DigestRun> {
  const run: DigestRun = { alerts: 0, emails: 0, itemsRead: 0, failed: 0 };
  const one = async (alert: AlertRecord) => {
    try {
      const matches = await newMatchesSince(alert.filters, alert.since, now.getTime());
      const addressReads = await deliverAlert(alert, matches, now);
      // Added after the await: `run.itemsRead += … await …` would add to a total read before other alerts ran.
      run.itemsRead += matches.itemsRead + addressReads;
      if (matches.jobs.length > 0) run.emails += 1;
    } catch (error) {
      run.failed += 1;
      logger.error('Job alert not sent', { alertId: alert.id, error: error as Error });
    }
  };
  for await (const page of dueAlerts(frequency)) {
    run.alerts += page.length;
    run.itemsRead += page.length;
    const pending = [...page];
    const worker = async () => {
      for (let alert = pending.shift(); alert; alert = pending.shift()) await one(alert);
    };
    await Promise.all(Array.from({ length: PARALLEL_ALERTS }, worker));
  }
  logger.info('Job alert digest sent', { frequency, ...run });
  return run;
}

export async function handler(event: unknown): Promise<DigestRun> {
  const frequency = (event as { frequency?: unknown } | null)?.frequency;
  if (!isDigestFrequency(frequency)) {
    logger.error('Job alert digest event malformed, dropped');
    return { alerts: 0, emails: 0, itemsRead: 0, failed: 0 };
  }
  const run = await runDigest(frequency);
  const matches = frequency === 'weekly' ? await runWeeklyMatches() : undefined;
  if (run.failed > 0) throw new Error(`${run.failed} job alert emails not sent`);
  if (matches && matches.failed > 0) throw new Error(`${matches.failed} match emails not sent`);
  return run;
}
