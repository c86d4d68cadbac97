/**
 * POST /api/alerts {name?, frequency, filters}: the signed-in seeker saves a search as an alert, active at once
 * (their address is their account's, so it must be confirmed first: 403). Past the limit it answers 409 with what to do.
 */

import { route } from '../../shared/contract/routes/create-alert.js';
import { alertMessages } from '../../shared/texts/alert-texts.js';
import { alertName } from '../lib/alerts/alert-name.js';
import { requireConfirmedEmail } from '../lib/confirmed-email.js';
import { createAlert, toJobAlert } from '../lib/db/alerts/alerts.js';
import { alertOwner } from '../lib/db/kit/keys.js';
import { conflict } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { created } from '../lib/http.js';

export const handler = defineHandler(route, async ({ body, session: { user } }) => {
  requireConfirmedEmail(user);
  const alert = await createAlert({
    owner: alertOwner.user(user.id),
    userId: user.id,
    name: alertName(body.name, body.filters),
    frequency: body.frequency,
    filters: body.filters,
    confirmed: true,
  });
  if (alert === 'full') throw conflict(alertMessages.alertsFull);
  return created(toJobAlert(alert));
});
