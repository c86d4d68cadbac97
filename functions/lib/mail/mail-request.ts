/**
 * Hands an email to the mail worker (functions/workers/send-reset-and-contact-mail.ts) as a Lambda asynchronous invocation
 * (invoke-async.ts), so the route answers at once and a slow or failing mail service never holds it up. Lambda queues the event,
 * retries a failed run twice and then puts it in the worker's dead-letter queue.
 *
 * - A password-reset request is queued for every well-formed email alike: the route never looks the email up, so
 *   neither its answer nor its timing can tell which emails have accounts; the worker does the lookup.
 * - A contact-form message goes to the support address.
 *
 * RESET_AND_CONTACT_MAIL_FUNCTION names the worker.
 */
import type { ContactInput } from '../../../shared/schemas/contact.js';
import { invokeAsync } from './invoke-async.js';

export interface ResetEmailRequest {
  email: string;
}

export type ContactEmailRequest = ContactInput & { kind: 'contact' };

export type MailRequest = ResetEmailRequest | ContactEmailRequest;

export function queueMail(request: MailRequest): Promise<void> {
  return invokeAsync('RESET_AND_CONTACT_MAIL_FUNCTION', request);
}
