/** GET /api/dashboard/application-mail: the company's choice of application emails, `{"applicationMail"}`. */
import { apiErrors } from '../../shared/texts.js';
import { getMailRecipient } from '../lib/db/application-mail.js';
import { notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler('get-application-mail', {}, async ({ session: { user } }) => {
  const company = user.companyId === undefined ? undefined : await getMailRecipient(user.companyId);
  if (!company) throw notFound(apiErrors.companyNotFound);
  return ok({ applicationMail: company.setting });
});
