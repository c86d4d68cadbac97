/**
 * The suppression worker, fed by SNS: the mail stack's configuration set publishes every bounce and complaint of
 * the stage's email to a topic this function is subscribed to. Each hard bounce and complaint puts its addresses
 * on the app's suppression list (db/accounts/suppressed-emails.ts), which sendMail honours from then on.
 *
 * A message that is not an SES event is logged and dropped (a retry would not change it). A failed write throws,
 * so Lambda retries the event twice and then puts it in the worker's dead-letter queue, which alarms.
 */
import type { SNSEvent } from 'aws-lambda';
import { suppressEmail } from '../lib/db/accounts/suppressed-emails.js';
import { logger } from '../lib/logger.js';
import { type SesEvent, suppressionsOf } from '../lib/mail/ses-events.js';

function sesEventOf(message: string): SesEvent | undefined {
  try {
    const event = JSON.parse(message) as unknown;
    return typeof event === 'object' && event !== null ? (event as SesEvent) : undefined;
  } catch {
    return undefined;
  }
}

export async function handler(event: SNSEvent): Promise<void> {
  for (const record of event?.Records ?? []) {
    const sesEvent = sesEventOf(record.Sns?.Message ?? '');
    if (!sesEvent) {
      logger.error('Mail event malformed, dropped', { messageId: record.Sns?.MessageId });
      continue;
    }
    for (const suppression of suppressionsOf(sesEvent)) {
      await suppressEmail(suppression);
      logger.info('Mail address suppressed', { reason: suppression.reason, detail: suppression.detail });
    }
  }
}
