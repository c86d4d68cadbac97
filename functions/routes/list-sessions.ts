/** GET /api/user/sessions: the signed-in user's live sessions, the one of this request marked `current`. */
import { route } from '../../shared/contract/routes/list-sessions.js';
import { listSessions } from '../lib/db/accounts/sessions.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { deviceLabel, maskedNetwork, placeLabel } from '../lib/session-display.js';

const iso = (epochSeconds: number) => new Date(epochSeconds * 1000).toISOString();

export const handler = defineHandler(route, async ({ session: { user, sessionId } }) => {
  const sessions = await listSessions(user.id, user.sessionVersion);
  return ok(
    sessions.map((session) => ({
      id: session.sessionId,
      device: deviceLabel(session.userAgent),
      network: maskedNetwork(session.address),
      place: placeLabel(session.place),
      signedInAt: iso(session.createdAt),
      lastSeenAt: iso(session.lastSeenAt),
      current: session.sessionId === sessionId,
    })),
  );
});
