/**
 * POST /api/logout: signs out this device — its session item is deleted, so this cookie is refused from now on,
 * even a copy of it; the user's other devices stay signed in (POST /api/logout/all signs them all out). Signed out
 * already: still 200, the cookie is cleared.
 */
import { route } from '../../shared/contract/routes/logout.js';
import { sessionNotices } from '../../shared/texts.js';
import { deleteSession } from '../lib/db/accounts/sessions.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { clearedSessionCookie } from '../lib/session.js';

export const handler = defineHandler(route, async ({ session }) => {
  if (session) await deleteSession(session.user.id, session.sessionId);
  return ok({ message: sessionNotices.loggedOutText }, { cookies: [clearedSessionCookie()] });
});
