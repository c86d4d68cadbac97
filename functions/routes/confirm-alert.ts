/** POST /api/alerts/confirm {token}: the link of the confirmation email turns a visitor's alert on. */

import { route } from '../../shared/contract/routes/confirm-alert.js';
import { alertMessages } from '../../shared/texts/alert-texts.js';
import { readAlertToken } from '../lib/alerts/tokens.js';
import { confirmAlert } from '../lib/db/alerts/alerts.js';
import { conflict, notFound } from '../lib/errors.js';
import { ok } from '../lib/http.js';
import { definePublicHandler } from '../lib/public-handler.js';

export const handler = definePublicHandler(route, async ({ body }) => {
  const alert = await readAlertToken(body.token, 'alert-confirm');
  const outcome = await confirmAlert(alert.owner, alert.id);
  if (outcome === 'missing') throw notFound(alertMessages.alreadyGone);
  if (outcome === 'full') throw conflict(alertMessages.alertsFull);
  return ok({ message: alertMessages.confirmed });
});
