/**
 * SES's mailbox simulator, locally: no SES sends events on this machine, so a message the local outbox takes for
 * `bounce@simulator.amazonses.com` or `complaint@simulator.amazonses.com` (a `+label` before the @ is allowed, as
 * SES allows it) yields the event SES would publish for it. Deployed, SES itself answers those addresses so.
 * Registering an account with such an address and asking for a password reset twice shows the whole path: the
 * first email is written and the address suppressed, the second is not sent.
 */
import type { SesEvent } from './ses-events.js';

const SIMULATOR = /^(bounce|complaint)(\+[^@]*)?@simulator\.amazonses\.com$/i;

export function simulatedSesEvent(to: string): SesEvent | undefined {
  const kind = SIMULATOR.exec(to.trim())?.[1]?.toLowerCase();
  const recipients = [{ emailAddress: to }];
  if (kind === 'bounce') {
    return {
      eventType: 'Bounce',
      bounce: { bounceType: 'Permanent', bounceSubType: 'General', bouncedRecipients: recipients },
    };
  }
  if (kind === 'complaint') {
    return { eventType: 'Complaint', complaint: { complaintFeedbackType: 'abuse', complainedRecipients: recipients } };
  }
  return undefined;
}
