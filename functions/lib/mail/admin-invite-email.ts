/** The admin invitation: the password-reset link (same page, same token rules) with its own words. */
import { accountMessages } from '../../../shared/texts.js';
import type { MailMessage } from './message.js';
import { resetLink } from './reset-email.js';

export function adminInviteEmail(to: { email: string; name: string; username: string }, token: string): MailMessage {
  return {
    to: to.email,
    subject: accountMessages.adminInviteSubject,
    // A set-password link, as a reset is: it reaches an address not confirmed yet (the link itself proves it).
    purpose: 'password-reset',
    text: accountMessages.adminInviteText(to.name, to.username, resetLink(token, true)),
  };
}
