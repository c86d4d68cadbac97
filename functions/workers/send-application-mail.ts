/**
 * The sender of application emails, a Lambda invoked asynchronously by the apply and decide routes (never an API
 * route) and once a day by a schedule:
 * - application-received: the company hears of it at once when its setting is "each" (the default);
 * - application-decided: the applicant hears of the approval or rejection;
 * - daily-summary: each company that chose "daily" gets one email listing the last day's applications (none, no
 *   email).
 * A failure to send is logged and thrown, so Lambda retries the event (twice, then the dead-letter queue).
 */
import { DAY_MS } from '../../shared/time.js';
import { getUser } from '../lib/db/accounts/users.js';
import {
  applicationsSince,
  dailySummaryRecipients,
  getMailRecipient,
} from '../lib/db/applications/application-mail.js';
import { getApplication } from '../lib/db/applications/applications.js';
import { logger } from '../lib/logger.js';
import { dailySummaryEmail, decisionEmail, newApplicationEmail } from '../lib/mail/application-emails.js';
import type { ApplicationMailEvent } from '../lib/mail/application-mail-request.js';
import { sendMail } from '../lib/mail/index.js';

function isEvent(event: unknown): event is ApplicationMailEvent {
  const kind = (event as { kind?: unknown } | null)?.kind;
  if (kind === 'daily-summary') return true;
  return (
    (kind === 'application-received' || kind === 'application-decided') &&
    Number.isInteger((event as { applicationId?: unknown }).applicationId)
  );
}

async function companyEmail(userId: number | undefined): Promise<string | undefined> {
  return userId === undefined ? undefined : (await getUser(userId))?.email;
}

async function received(applicationId: number): Promise<void> {
  const application = await getApplication(applicationId);
  if (!application) return;
  const company = await getMailRecipient(application.companyId);
  if (company?.setting !== 'each') return;
  const to = await companyEmail(company.userId);
  if (to) await sendMail(newApplicationEmail(to, application));
}

async function decided(applicationId: number): Promise<void> {
  const application = await getApplication(applicationId);
  const message = application && decisionEmail(application);
  if (message) await sendMail(message);
}

/** Sends what it can: one company's failure is logged and the others still get theirs, then the run fails. */
async function dailySummary(now = new Date()): Promise<void> {
  const since = new Date(now.getTime() - DAY_MS).toISOString();
  let failed = 0;
  for (const company of await dailySummaryRecipients()) {
    try {
      const applications = await applicationsSince(company.companyId, since);
      const to = await companyEmail(company.userId);
      if (applications.length > 0 && to) await sendMail(dailySummaryEmail(to, company.companyName, applications));
    } catch (error) {
      failed += 1;
      logger.error('Daily application summary not sent', { companyId: company.companyId, error: error as Error });
    }
  }
  if (failed > 0) throw new Error(`${failed} daily summaries not sent`);
}

export async function handler(event: unknown): Promise<void> {
  if (!isEvent(event)) {
    logger.error('Application mail event malformed, dropped');
    return;
  }
  try {
    if (event.kind === 'application-received') await received(event.applicationId);
    else if (event.kind === 'application-decided') await decided(event.applicationId);
    else await dailySummary();
  } catch (error) {
    logger.error('Application email not sent', { event: event.kind, error: error as Error });
    throw error;
  }
}
