/**
 * The forgot-password email: a link to /forgot-password carrying the token in its fragment (`#token=…`), which no
 * browser sends to a server, so no access log keeps it; the page reads it from there.
 */
import { WELCOME_LINK_PARAM } from '../../../shared/constants.js';
import { accountMessages } from '../../../shared/texts.js';
import { config } from '../config.js';
import type { MailMessage } from './message.js';

/**
 * `welcome`: the link sets the first password of an account made for its owner (the admin invitation); the page then
 * speaks of choosing a password, not of resetting one. The token and its rules are the same.
 */
export function resetLink(token: string, welcome = false): string {
  const url = new URL('/forgot-password', config().siteUrl);
  url.hash = new URLSearchParams(welcome ? { token, [WELCOME_LINK_PARAM]: '1' } : { token }).toString();
  return url.toString();
}

/** Names the username too: a person who forgot the password may have forgotten it as well. */
export function resetEmail(to: { email: string; name: string; username: string }, token: string): MailMessage {
  return {
    to: to.email,
    subject: accountMessages.resetEmailSubject,
    purpose: 'password-reset',
    text: accountMessages.resetEmailText(to.name, to.username, resetLink(token)),
  };
}
