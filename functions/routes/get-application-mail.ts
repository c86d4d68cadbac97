/** GET /api/dashboard/application-mail: the company's choice of application emails, `{"applicationMail"}`. */
import { route } from '../../shared/contract/routes/get-application-mail.js';
import { apiErrors } from '../../shared/texts.js';
import { getMailRecipient } from '../lib/db/applications/application-mail.js';
import { notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler(route, async ({ session: { user } }) => {
  const company = user.companyId === undefined ? undefined : await getMailRecipient(user.companyId);
  if (!company) throw notFound(apiErrors.companyNotFound);
  return ok({ applicationMail: company.setting });
});
