/**
 * POST /api/user/second-factor/off {password, code}: turns two-step sign-in off, after the password and a current
 * code (or a recovery code) are given again (functions/lib/second-factor.ts). Admins must keep it: 403. The secret
 * and recovery hashes are deleted, every other session of the account ends (ASVS 5.0 7.4.3: whoever else was signed
 * in with the second factor is out), and the account is told by email.
 */
import { route } from '../../shared/contract/routes/disable-second-factor.js';
import { secondFactorTexts } from '../../shared/texts.js';
import { turnOffSecondFactor } from '../lib/db/accounts/second-factor.js';
import { deleteSessions } from '../lib/db/accounts/sessions.js';
import { conflict } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { logger } from '../lib/logger.js';
import { queueMail } from '../lib/mail/mail-request.js';
import { reauthenticate, refuseAdmins } from '../lib/second-factor.js';

export const handler = defineHandler(route, async ({ body, event, session: { user, record } }) => {
  refuseAdmins(user);
  await reauthenticate(user, event, body);
  if (!(await turnOffSecondFactor(user.id))) throw conflict(secondFactorTexts.notOn);
  await deleteSessions(user.id, record.sessionId);
  await queueMail({ kind: 'second-factor-changed', userId: user.id, change: 'turned-off' }).catch((error: Error) =>
    logger.error('Second-factor notice not queued', { error, userId: user.id }),
  );
  return ok({ message: secondFactorTexts.turnedOff });
});
