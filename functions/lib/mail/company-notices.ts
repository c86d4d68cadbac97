/**
 * The board's notices to a company (still hiring?, applications waiting for an answer) go through the one mail path
 * (mail/index.ts: the suppression list and the rules every email follows) and are rate-limited per company
 * (rateRules.companyNoticesPerCompany): a notice over the limit is skipped with a log line, never an error, since
 * the dashboard shows the same question.
 */
import { logger } from '../logger.js';
import { countAttempt, rateRules } from '../rate-limit.js';
import { type MailMessage, type MailOutcome, sendMail } from './index.js';

export type NoticeOutcome = MailOutcome | 'rate-limited';

export async function sendCompanyNotice(companyId: number, message: MailMessage): Promise<NoticeOutcome> {
  const attempt = await countAttempt(rateRules.companyNoticesPerCompany, String(companyId));
  if (attempt.retryAfterSeconds > 0) {
    logger.warn('Company notice not sent: over the per-company limit', { companyId, subject: message.subject });
    return 'rate-limited';
  }
  return sendMail(message);
}
