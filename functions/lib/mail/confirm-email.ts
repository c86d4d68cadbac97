/** The email confirmation link (to the new address) and the notice of a changed address (to the old one). */
import type { Role } from '../../../shared/constants.js';
import { emailConfirmationTexts as t } from '../../../shared/texts.js';
import { config } from '../config.js';
import { siteLink } from './html.js';
import type { MailMessage } from './message.js';

/** The token rides in the fragment, which no browser sends to a server: no access log keeps it (web/src/lib/use-link-token.ts). */
export function confirmLink(token: string): string {
  const url = new URL('/confirm-email', config().siteUrl);
  url.hash = new URLSearchParams({ token }).toString();
  return url.toString();
}

/** `reason`: a new account's address, or an existing account's changed one (the email says which to ignore). */
export function confirmEmailMessage(
  to: { email: string; name: string; role: Role },
  token: string,
  reason: 'sign-up' | 'change' = 'sign-up',
): MailMessage {
  return {
    to: to.email,
    subject: t.confirmSubject,
    text: t.confirmText(to.name, confirmLink(token), to.role, reason),
    purpose: 'email-confirmation',
  };
}

export function emailChangedMessage(oldEmail: string, name: string, newEmail: string): MailMessage {
  const links = { signIn: siteLink('/auth'), contact: siteLink('/contact') };
  return { to: oldEmail, subject: t.changedSubject, text: t.changedText(name, newEmail, links) };
}
