/** A contact-form message as an email to the support mailbox; the visitor's address is in the text to reply to. */
import type { ContactInput } from '../../../shared/schemas/contact.js';
import type { MailMessage } from './message.js';

export function contactEmail(support: string, message: ContactInput): MailMessage {
  return {
    to: support,
    // One line: a subject with a line break would be a header injection (message.ts refuses it anyway).
    subject: `Contact form: ${message.subject.replace(/\s+/g, ' ')}`,
    text: `From: ${message.name} <${message.email}>\n\n${message.message}\n`,
  };
}
