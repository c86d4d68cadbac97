/** The forgot-password email: a link to /forgot-password carrying the token. */
import { accountMessages } from '../../../shared/texts.js';
import { config } from '../config.js';
import type { MailMessage } from './message.js';

export function resetLink(token: string): string {
  const url = new URL('/forgot-password', config().siteUrl);
  url.searchParams.set('token', token);
  return url.toString();
}

export function resetEmail(to: { email: string; name: string }, token: string): MailMessage {
  return {
    to: to.email,
    subject: accountMessages.resetEmailSubject,
    purpose: 'password-reset',
    text: accountMessages.resetEmailText(to.name, resetLink(token)),
  };
}
