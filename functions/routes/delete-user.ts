/** DELETE /api/user: the account and everything only it owns (account-deletion.ts); the cookie is cleared. */
import { route } from '../../shared/contract/routes/delete-user.js';
import { accountMessages } from '../../shared/texts.js';
import { deleteAccount } from '../lib/db/accounts/account-deletion.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { clearedSessionCookie } from '../lib/session.js';

export const handler = defineHandler(route, async ({ session }) => {
  await deleteAccount(session.user);
  return ok({ message: accountMessages.accountDeleted }, { cookies: [clearedSessionCookie()] });
});
