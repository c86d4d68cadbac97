/**
 * PUT /api/dashboard/application-mail {applicationMail: each | daily | none}: how the company hears of new
 * applications. The company is the session's own; nothing in the body can name another.
 */
import { route } from '../../shared/contract/routes/update-application-mail.js';
import { apiErrors } from '../../shared/texts.js';
import { setApplicationMail } from '../lib/db/applications/application-mail.js';
import { notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler(route, async ({ body, session: { user } }) => {
  if (user.companyId === undefined) throw notFound(apiErrors.companyNotFound);
  if (!(await setApplicationMail(user.companyId, body.applicationMail))) throw notFound(apiErrors.companyNotFound);
  return ok({ applicationMail: body.applicationMail });
});
