/** The email confirmation link (to the new address) and the notice of a changed address (to the old one). */
import { emailConfirmationTexts as t } from '../../../shared/texts.js';
import { config } from '../config.js';
import type { MailMessage } from './message.js';

/** The token rides in the fragment, which no browser sends to a server: no access log keeps it (web/src/lib/use-link-token.ts). */
export function confirmLink(token: string): string {
  const url = new URL('/confirm-email', config().siteUrl);
  url.hash = new URLSearchParams({ token }).toString();
  return url.toString();
}

export function confirmEmailMessage(to: { email: string; name: string }, token: string): MailMessage {
  return {
    to: to.email,
    subject: t.confirmSubject,
    text: t.confirmText(to.name, confirmLink(token)),
    purpose: 'email-confirmation',
  };
}

export function emailChangedMessage(oldEmail: string, name: string, newEmail: string): MailMessage {
  return { to: oldEmail, subject: t.changedSubject, text: t.changedText(name, newEmail) };
}
