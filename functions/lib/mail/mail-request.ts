/**
 * Hands an email to the mail worker (functions/workers/send-reset-and-contact-mail.ts) as a Lambda asynchronous invocation
 * (invoke-async.ts), so the route answers at once and a slow or failing mail service never holds it up. Lambda queues the event,
 * retries a failed run twice and then puts it in the worker's dead-letter queue.
 *
 * - A password-reset request is queued for every well-formed email alike: the route never looks the email up, so
 *   neither its answer nor its timing can tell which emails have accounts; the worker does the lookup.
 * - A contact-form message goes to the support address.
 * - A job alert's confirmation link goes to the visitor who subscribed (double opt-in): the route signs the link's
 *   token, the worker writes and sends the email.
 * - A company an admin suspended or reinstated is told so, with the reason, at its account's address.
 * - An account's email confirmation link (register, resend, email change) and, on an email change, a notice to the
 *   old address: the worker issues the link's token.
 * - Two-step sign-in turned off or its recovery codes renewed: a notice to the account's (confirmed) address.
 *
 * RESET_AND_CONTACT_MAIL_FUNCTION names the worker.
 */
import * as v from 'valibot';
import type { ContactInput } from '../../../shared/schemas/contact.js';
import { emailAddress } from '../../../shared/schemas/email-address.js';
import { invokeAsync } from './invoke-async.js';

export interface ResetEmailRequest {
  email: string;
}

export type ContactEmailRequest = ContactInput & { kind: 'contact' };

/** The worker checks an alert confirmation against this: only what the route validated and signed gets mailed. */
export const alertConfirmRequestSchema = v.object({
  kind: v.literal('alert-confirm'),
  email: emailAddress(),
  alertName: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  token: v.pipe(v.string(), v.minLength(1)),
});

export type AlertConfirmEmailRequest = v.InferOutput<typeof alertConfirmRequestSchema>;

/** A company suspended or reinstated: the worker reads its state then and mails the account what it is now. */
export const companySuspensionRequestSchema = v.object({
  kind: v.literal('company-suspension'),
  companyId: v.pipe(v.number(), v.integer(), v.minValue(1)),
});

export type CompanySuspensionEmailRequest = v.InferOutput<typeof companySuspensionRequestSchema>;
/** An account's confirmation link: the worker reads the account and mails its current address, if still unconfirmed. */
export const confirmEmailRequestSchema = v.object({
  kind: v.literal('confirm-email'),
  userId: v.pipe(v.number(), v.safeInteger()),
});

/** The notice to an account's old (confirmed) address that the address was changed. */
export const emailChangedRequestSchema = v.object({
  kind: v.literal('email-changed'),
  email: emailAddress(),
  newEmail: emailAddress(),
  name: v.string(),
});

/** The notice to an account that its two-step sign-in was turned off or its recovery codes renewed. */
export const secondFactorChangedRequestSchema = v.object({
  kind: v.literal('second-factor-changed'),
  userId: v.pipe(v.number(), v.safeInteger()),
  change: v.picklist(['turned-off', 'codes-renewed']),
});

export type MailRequest =
  | ResetEmailRequest
  | ContactEmailRequest
  | AlertConfirmEmailRequest
  | CompanySuspensionEmailRequest
  | v.InferOutput<typeof confirmEmailRequestSchema>
  | v.InferOutput<typeof emailChangedRequestSchema>
  | v.InferOutput<typeof secondFactorChangedRequestSchema>;

export function queueMail(request: MailRequest): Promise<void> {
  return invokeAsync('RESET_AND_CONTACT_MAIL_FUNCTION', request);
}

/** A route's answer when its mail could not be queued: the reason in words, and when to try again. */
export function mailNotQueued(message: string) {
  return { statusCode: 503, body: { message }, headers: { 'Retry-After': '60' } };
}
