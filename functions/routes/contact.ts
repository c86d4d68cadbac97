/**
 * POST /api/contact {name, email, subject, message}: the contact form. Rate-limited per client address, then handed
 * to the mail worker (an asynchronous invocation, mail-request.ts), which mails it to the support address; the
 * answer comes at once. When the hand-over fails the visitor is told to try again (503), never that it was sent.
 */
import { route } from '../../shared/contract/routes/contact.js';
import { contactMessages, notices } from '../../shared/texts.js';
import { ok } from '../lib/http.js';
import { logger } from '../lib/logger.js';
import { mailNotQueued, queueMail } from '../lib/mail/mail-request.js';
import { definePublicHandler } from '../lib/public-handler.js';
import { clientAddress, limitAttempts, rateRules } from '../lib/rate-limit.js';

export const handler = definePublicHandler(route, async ({ body, event }) => {
  await limitAttempts([[rateRules.contactPerAddress, clientAddress(event)]], contactMessages.tooManyMessages);
  try {
    await queueMail({ kind: 'contact', ...body });
  } catch (error) {
    logger.error('Contact message not queued', { error: error as Error });
    return mailNotQueued(contactMessages.notQueued);
  }
  return ok({ message: notices.contactThanks });
});
