/**
 * GET /api/user/export?cursor: "Download my data" (docs/accounts.md, "Your data"). The identity is the session's
 * alone. The first request (no cursor) is counted against the account's export limit and written to the audit log
 * before anything is read, so no export happens without its line; it answers the whole document with the first
 * page of the account's long list (applications or jobs). A request with the answer's `nextCursor` reads the next
 * page of that list; the cursor is signed for this account alone.
 */
import { route } from '../../shared/contract/routes/export-user-data.js';
import { accountMessages } from '../../shared/texts.js';
import { buildExport, continueExport } from '../lib/data-export/sections.js';
import { transact } from '../lib/db/kit/transact.js';
import { auditPut } from '../lib/db/moderation/audit-log.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { limitAttempts, rateRules } from '../lib/rate-limit.js';

export const handler = defineHandler(route, async ({ query, session: { user } }) => {
  if (query.cursor) return ok(await continueExport(user, query.cursor));
  await limitAttempts([[rateRules.exportPerAccount, String(user.id)]], accountMessages.tooManyExports);
  await transact([
    auditPut({
      actor: { id: user.id, name: user.username },
      action: 'account.exported',
      target: { kind: 'account', id: user.id, label: user.username },
      reason: 'Downloaded by the account itself',
    }),
  ]);
  return ok(await buildExport(user));
});
