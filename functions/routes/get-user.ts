/** GET /api/user: the signed-in user as the client reads it; 401 when signed out (the wrapper answers it). */
import { route } from '../../shared/contract/routes/get-user.js';
import { toPublicUser } from '../lib/db/users.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler(route, async ({ session }) => ok(toPublicUser(session.user)));
