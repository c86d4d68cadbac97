/**
 * POST /api/user/second-factor/recovery-codes {password, code}: replaces the recovery codes with ten new ones, after
 * the password and a current code (or a recovery code) are given again (functions/lib/second-factor.ts). The answer
 * holds the new codes, this once; only their hashes are stored, and the old ones stop working. The account is told
 * by email.
 */
import { route } from '../../shared/contract/routes/renew-recovery-codes.js';
import { secondFactorTexts } from '../../shared/texts.js';
import { hashRecoveryCode, replaceRecoveryCodes } from '../lib/db/accounts/second-factor.js';
import { conflict } from '../lib/errors.js';
import { defineHandler } from '../lib/handler.js';
import { ok } from '../lib/http.js';
import { logger } from '../lib/logger.js';
import { queueMail } from '../lib/mail/mail-request.js';
import { reauthenticate } from '../lib/second-factor.js';
import { newRecoveryCodes } from '../lib/totp.js';

export const handler = defineHandler(route, async ({ body, event, session: { user } }) => {
  await reauthenticate(user, event, body);
  const recoveryCodes = newRecoveryCodes();
  if (!(await replaceRecoveryCodes(user.id, recoveryCodes.map(hashRecoveryCode)))) {
    throw conflict(secondFactorTexts.notOn);
  }
  await queueMail({ kind: 'second-factor-changed', userId: user.id, change: 'codes-renewed' }).catch((error: Error) =>
    logger.error('Second-factor notice not queued', { error, userId: user.id }),
  );
  return ok({ recoveryCodes });
});
