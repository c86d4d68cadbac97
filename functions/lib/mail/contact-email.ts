/**
 * A contact-form message as an email to the support mailbox, with the visitor's address as its Reply-To (the
 * schema checked it is one address; a line break would be refused as a header anyway), so Reply reaches them.
 */
import type { ContactInput } from '../../../shared/schemas/contact.js';
import { type MailMessage, subjectQuote } from './message.js';

export function contactEmail(support: string, message: ContactInput): MailMessage {
  return {
    to: support,
    replyTo: message.email,
    // One short line (a line break would be a header injection; message.ts refuses it anyway); the text has it whole.
    subject: `Contact form: ${subjectQuote(message.subject)}`,
    text: `From: ${message.name} <${message.email}>\nSubject: ${message.subject}\n\n${message.message}\n`,
  };
}
