/**
 * DELETE /api/user/sessions/{id}: signs out one of the user's own sessions. The key is built from the signed-in
 * user's id, so an id of someone else's session names nothing here (404). Ending this request's own session also
 * clears its cookie, as logout does.
 */
import { route } from '../../shared/contract/routes/end-session.js';
import { sessionListTexts } from '../../shared/texts.js';
import { deleteSession, getSession, isLive } from '../lib/db/accounts/sessions.js';
import { notFound } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { clearedSessionCookie } from '../lib/session.js';

export const handler = defineHandler(route, async ({ params, session: { user, sessionId } }) => {
  const target = await getSession(user.id, params.id);
  if (!target || !isLive(target, user.sessionVersion)) throw notFound(sessionListTexts.sessionNotFound);
  await deleteSession(user.id, params.id);
  const cookies = params.id === sessionId ? [clearedSessionCookie()] : [];
  return ok({ message: sessionListTexts.sessionEnded }, { cookies });
});
