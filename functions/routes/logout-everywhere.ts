/**
 * POST /api/logout/all: signs out every device. The session version on the user item goes up, and every request
 * already compares the cookie's version with it (session.ts), so each older cookie is refused on its next request;
 * the session items go too, so the profile's list is empty.
 */
import { route } from '../../shared/contract/routes/logout-everywhere.js';
import { sessionNotices } from '../../shared/texts.js';
import { deleteSessions } from '../lib/db/accounts/sessions.js';
import { bumpSessionVersion } from '../lib/db/accounts/users.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { clearedSessionCookie } from '../lib/session.js';

export const handler = defineHandler(route, async ({ session }) => {
  await bumpSessionVersion(session.user.id);
  await deleteSessions(session.user.id);
  return ok({ message: sessionNotices.loggedOutEverywhereText }, { cookies: [clearedSessionCookie()] });
});
