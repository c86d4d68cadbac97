/**
 * PUT /api/admin/companies/{id}/suspension: an admin suspends (`suspended: true`) or reinstates a company, with a
 * reason for the audit log (company-suspension.ts says what a suspension does). 409 when it already is so. The
 * company is emailed either way (the mail worker), with the reason when suspended.
 */
import { route } from '../../shared/contract/routes/suspend-company.js';
import { moderationMessages } from '../../shared/texts/moderation-texts.js';
import { apiErrors } from '../../shared/texts.js';
import { getCompanyWithSuspension, setCompanySuspension } from '../lib/db/moderation/company-suspension.js';
import { conflict, notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { logger } from '../lib/logger.js';
import { queueMail } from '../lib/mail/mail-request.js';

export const handler = defineHandler(route, async ({ params, body, session: { user } }) => {
  const outcome = await setCompanySuspension(params.id, body.suspended, body.reason, user);
  if (outcome === 'missing') throw notFound(apiErrors.companyNotFound);
  if (outcome === 'already-suspended') throw conflict(moderationMessages.alreadySuspended);
  if (outcome === 'not-suspended') throw conflict(moderationMessages.notSuspended);
  const company = await getCompanyWithSuspension(params.id);
  if (!company) throw notFound(apiErrors.companyNotFound); // deleted a moment ago
  try {
    await queueMail({ kind: 'company-suspension', companyId: company.id });
  } catch (error) {
    // The suspension stands; the company still sees it on its dashboard. Logged for an operator to tell them.
    logger.error('Company suspension email not queued', { companyId: company.id, error: error as Error });
  }
  return ok(company);
});
