/** The email telling a company it was suspended (with the admin's reason) or reinstated. */
import { suspensionTexts } from '../../../shared/texts/moderation-texts.js';
import { config } from '../config.js';
import type { MailMessage } from './message.js';

export function suspensionEmail(
  to: { email: string; name: string },
  company: { name: string; suspendReason?: string; suspended: boolean },
): MailMessage {
  const contact = new URL('/contact', config().siteUrl).toString();
  return company.suspended
    ? {
        to: to.email,
        subject: suspensionTexts.suspendedSubject,
        text: suspensionTexts.suspendedText(to.name, company.name, company.suspendReason ?? '', contact),
      }
    : {
        to: to.email,
        subject: suspensionTexts.reinstatedSubject,
        text: suspensionTexts.reinstatedText(to.name, company.name),
      };
}
