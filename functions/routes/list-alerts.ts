/** GET /api/alerts: the signed-in seeker's job alerts, oldest first. */
import { route } from '../../shared/contract/routes/list-alerts.js';
import { listAlerts, toJobAlert } from '../lib/db/alerts/alerts.js';
import { alertOwner } from '../lib/db/kit/keys.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler(route, async ({ session: { user } }) => {
  const alerts = await listAlerts(alertOwner.user(user.id));
  return ok(alerts.map(toJobAlert));
});
