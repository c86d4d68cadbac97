/**
 * GET /api/user: the signed-in user as the client reads it; 401 when signed out (the wrapper answers it). A company
 * account also learns whether its company is suspended, and why (its dashboard says so).
 */
import { route } from '../../shared/contract/routes/get-user.js';
import { toPublicUser } from '../lib/db/accounts/users.js';
import { getCompanySuspension } from '../lib/db/moderation/company-suspension.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';

export const handler = defineHandler(route, async ({ session: { user } }) => {
  const suspension =
    user.role === 'company' && user.companyId !== undefined ? await getCompanySuspension(user.companyId) : undefined;
  return ok({ ...toPublicUser(user), ...(suspension ? { companySuspension: suspension } : {}) });
});
