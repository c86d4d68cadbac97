/**
 * PATCH /api/user: name, email and, for companies, the company name (`company`). Other fields (id, role,
 * username, password) are not part of the schema and are dropped; who is changed comes from the session.
 */
import { profileUpdateSchema } from '../../shared/schemas/auth.js';
import { updateProfile } from '../lib/db/accounts.js';
import { toPublicUser } from '../lib/db/users.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler('update-user', { body: profileUpdateSchema }, async ({ body, session }) =>
  ok(toPublicUser(await updateProfile(session.user, body))),
);
