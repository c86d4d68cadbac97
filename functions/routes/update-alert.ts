/** PATCH /api/alerts/{id} {name?, frequency?, active?}: renames, changes how often, pauses or resumes an alert. */

import { route } from '../../shared/contract/routes/update-alert.js';
import { alertMessages } from '../../shared/texts/alert-texts.js';
import { toJobAlert, updateAlert } from '../lib/db/alerts/alerts.js';
import { alertOwner } from '../lib/db/kit/keys.js';
import { notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler(route, async ({ params, body, session: { user } }) => {
  // The key holds the owner: another person's alert id is simply not found.
  const alert = await updateAlert(alertOwner.user(user.id), params.id, body);
  if (!alert) throw notFound(alertMessages.alertNotFound);
  return ok(toJobAlert(alert));
});
