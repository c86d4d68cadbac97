/**
 * Mails one alert its new jobs and moves its `since` on, so a retried run never mails the same jobs twice: the
 * shared last step of the digest (daily, weekly) and of instant alerts.
 */
import type { JobSummary } from '../../../shared/types.js';
import { getUser } from '../db/accounts/users.js';
import { type AlertRecord, markAlertSent } from '../db/alerts/alerts.js';
import { alertEmail } from '../mail/alert-emails.js';
import { sendMail } from '../mail/index.js';
import { unsubscribeToken } from './tokens.js';

export interface AlertDelivery {
  jobs: JobSummary[];
  more: number;
  /** The alert's next `since`. */
  next: string;
}

/**
 * Sends the email (none without jobs) and records it; the items read on the way: the owner's user item (for an
 * account's address) and the suppression check of sendMail.
 */
export async function deliverAlert(alert: AlertRecord, delivery: AlertDelivery, now = new Date()): Promise<number> {
  if (delivery.jobs.length === 0) {
    if (delivery.next !== alert.since) await markAlertSent(alert, delivery.next);
    return 0;
  }
  const to = alert.email ?? (alert.userId === undefined ? undefined : (await getUser(alert.userId))?.email);
  if (to) {
    await sendMail(
      alertEmail({
        to,
        alertName: alert.name,
        filters: alert.filters,
        jobs: delivery.jobs,
        more: delivery.more,
        unsubscribeToken: await unsubscribeToken(alert),
        // An alert with its own address is a visitor's (no account); a seeker's is mailed at the account's address.
        owner: alert.email ? 'visitor' : 'seeker',
      }),
    );
  }
  await markAlertSent(alert, delivery.next, now.toISOString());
  return (alert.email ? 0 : 1) + (to ? 1 : 0);
}
