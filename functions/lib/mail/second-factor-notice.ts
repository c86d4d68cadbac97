/** The notice that an account's two-step sign-in changed (ASVS 5.0 6.3.7): so its owner hears of a change not theirs. */
import { secondFactorTexts as t } from '../../../shared/texts.js';
import type { MailMessage } from './message.js';

export function secondFactorNotice(
  to: { email: string; name: string },
  change: 'turned-off' | 'codes-renewed',
): MailMessage {
  return change === 'turned-off'
    ? { to: to.email, subject: t.offSubject, text: t.offText(to.name) }
    : { to: to.email, subject: t.codesSubject, text: t.codesText(to.name) };
}
