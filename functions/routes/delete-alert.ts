/** DELETE /api/alerts/{id}: removes one of the signed-in seeker's alerts. */

import { route } from '../../shared/contract/routes/delete-alert.js';
import { alertMessages } from '../../shared/texts/alert-texts.js';
import { deleteAlert } from '../lib/db/alerts/alerts.js';
import { alertOwner } from '../lib/db/kit/keys.js';
import { notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler(route, async ({ params, session: { user } }) => {
  if (!(await deleteAlert(alertOwner.user(user.id), params.id))) throw notFound(alertMessages.alertNotFound);
  return ok({ message: alertMessages.alertDeleted });
});
