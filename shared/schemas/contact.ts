/**
 * POST /api/contact {name, email, subject, message}: the contact form, all four required. The web form checks the
 * same schema before it sends. Lengths are bounded so one message stays one readable email.
 */
import * as v from 'valibot';
import { accountMessages, contactMessages, notices } from '../texts.js';
import { emailField, nameField } from './auth.js';

const requiredText = (max: number, missing: string, tooLong: string) =>
  v.pipe(v.optional(v.string(missing), ''), v.trim(), v.nonEmpty(missing), v.maxLength(max, tooLong));

export const CONTACT_SUBJECT_MAX = 200;
export const CONTACT_MESSAGE_MAX = 5_000;

export const contactSchema = v.object(
  {
    name: nameField,
    email: emailField(notices.emailRequiredText),
    subject: requiredText(CONTACT_SUBJECT_MAX, contactMessages.subjectRequired, contactMessages.subjectMax),
    message: requiredText(CONTACT_MESSAGE_MAX, contactMessages.messageRequired, contactMessages.messageMax),
  },
  accountMessages.bodyNotObject,
);

export type ContactInput = v.InferOutput<typeof contactSchema>;
