/**
 * POST /api/logout: signs out this device — the cookie is cleared; the user's other devices stay signed in (POST
 * /api/logout/all signs them all out). Signed out already: still 200, the cookie is cleared.
 */
import { route } from '../../shared/contract/routes/logout.js';
import { sessionNotices } from '../../shared/texts.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { clearedSessionCookie } from '../lib/session.js';

export const handler = defineHandler(route, async () =>
  ok({ message: sessionNotices.loggedOutText }, { cookies: [clearedSessionCookie()] }),
);
