/**
 * What the apply and decide routes hand to the application-mail sender (functions/workers/send-application-mail.ts),
 * and the hand-off itself: an asynchronous invocation (invoke-async.ts) that costs the request a few milliseconds
 * and never fails it. The sender reads the application itself, so the event carries only its id.
 *
 * APPLICATION_MAIL_FUNCTION names the sender.
 */
import { logger } from '../logger.js';
import { invokeAsync } from './invoke-async.js';

export type ApplicationMailEvent =
  | { kind: 'application-received'; applicationId: number }
  | { kind: 'application-decided'; applicationId: number }
  /** From the daily schedule: every company that asked for a summary gets the day's applications. */
  | { kind: 'daily-summary' };

/** The application is saved whatever happens to its email: a failed hand-off is logged, not answered. */
export async function handOffApplicationMail(event: ApplicationMailEvent): Promise<void> {
  try {
    await invokeAsync('APPLICATION_MAIL_FUNCTION', event);
  } catch (error) {
    logger.error('Application email not queued', { event: event.kind, error: error as Error });
  }
}
