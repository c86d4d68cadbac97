/**
 * What an SES event (a configuration set's event destination publishes it to SNS as JSON) means for the
 * suppression list: every recipient of a permanent ("hard") bounce and every complaining recipient is suppressed.
 * A transient bounce (mailbox full, auto-reply) is not: the address works again later. A complaint whose feedback
 * type is `not-spam` is a recipient taking a complaint back, not a complaint.
 *
 * Event publishing names the kind `eventType`; the older identity notifications name it `notificationType`: both
 * are read, so a topic fed either way works.
 */
import type { Suppression } from '../db/accounts/suppressed-emails.js';

interface Recipient {
  emailAddress?: unknown;
}

export interface SesEvent {
  eventType?: string;
  notificationType?: string;
  bounce?: { bounceType?: string; bounceSubType?: string; bouncedRecipients?: Recipient[] };
  complaint?: { complaintFeedbackType?: string; complainedRecipients?: Recipient[] };
}

const addresses = (recipients: Recipient[] | undefined) =>
  (recipients ?? []).flatMap(({ emailAddress }) =>
    typeof emailAddress === 'string' && emailAddress.includes('@') ? [emailAddress] : [],
  );

export function suppressionsOf(event: SesEvent): Suppression[] {
  const kind = event.eventType ?? event.notificationType;
  if (kind === 'Bounce' && event.bounce?.bounceType === 'Permanent') {
    const detail = event.bounce.bounceSubType ?? 'General';
    return addresses(event.bounce.bouncedRecipients).map((email) => ({ email, reason: 'bounce', detail }));
  }
  if (kind === 'Complaint' && event.complaint && event.complaint.complaintFeedbackType !== 'not-spam') {
    const detail = event.complaint.complaintFeedbackType ?? 'unspecified';
    return addresses(event.complaint.complainedRecipients).map((email) => ({ email, reason: 'complaint', detail }));
  }
  return [];
}
