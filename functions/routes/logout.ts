/**
 * POST /api/logout: clears the cookie and, when signed in, bumps the session version, which signs the user out
 * everywhere (every cookie issued before stops working). Signed out already: still 200, the cookie is cleared.
 */
import { notices } from '../../shared/texts.js';
import { bumpSessionVersion } from '../lib/db/users.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { clearedSessionCookie } from '../lib/session.js';

export const handler = defineHandler('logout', {}, async ({ session }) => {
  if (session) await bumpSessionVersion(session.user.id);
  return ok({ message: notices.loggedOutText }, { cookies: [clearedSessionCookie()] });
});
