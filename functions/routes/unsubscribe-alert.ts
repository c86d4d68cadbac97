/**
 * POST /api/alerts/unsubscribe?token=…: one-click unsubscribe (RFC 8058). Mail providers POST here with the body
 * `List-Unsubscribe=One-Click` and no cookie; the site's unsubscribe page posts the same. The signed token names
 * the alert, which is deleted; an alert already gone answers 200 as well, so a second click is not an error.
 */

import { route } from '../../shared/contract/routes/unsubscribe-alert.js';
import { alertMessages } from '../../shared/texts/alert-texts.js';
import { readAlertToken } from '../lib/alerts/tokens.js';
import { deleteAlert } from '../lib/db/alerts/alerts.js';
import { ok } from '../lib/http.js';
import { definePublicHandler } from '../lib/public-handler.js';

export const handler = definePublicHandler(route, async ({ query }) => {
  const alert = await readAlertToken(query.token, 'alert-unsubscribe');
  const deleted = await deleteAlert(alert.owner, alert.id);
  return ok({ message: deleted ? alertMessages.unsubscribed : alertMessages.alreadyGone });
});
