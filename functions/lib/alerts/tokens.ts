/**
 * The signed links of job alerts: the confirmation link a visitor gets (expires) and the unsubscribe link of every
 * alert email (does not: an old email's link must still work). Each names one alert (owner and id) and is signed
 * by the cursor signer (db/kit/page-cursor.ts) under its own scope, so a token of one kind is never accepted as the
 * other, and nothing is stored for it.
 */
import * as v from 'valibot';
import { ALERT_CONFIRM_HOURS } from '../../../shared/constants.js';
import { alertMessages } from '../../../shared/texts/alert-texts.js';
import { readCursor, signCursor } from '../db/kit/page-cursor.js';
import { badRequest } from '../errors.js';

type Purpose = 'alert-confirm' | 'alert-unsubscribe';

const alertTokenSchema = v.object({
  /** The alert's owner (keys.alertOwner) and id. */
  o: v.string(),
  i: v.pipe(v.number(), v.integer()),
  /** Expiry, epoch seconds (confirmation links only). */
  e: v.optional(v.number()),
});

export interface AlertRef {
  owner: string;
  id: number;
}

export function confirmToken(alert: AlertRef, now = Date.now()): Promise<string> {
  const e = Math.floor(now / 1000) + ALERT_CONFIRM_HOURS * 3600;
  return signCursor({ o: alert.owner, i: alert.id, e }, 'alert-confirm');
}

export function unsubscribeToken(alert: AlertRef): Promise<string> {
  return signCursor({ o: alert.owner, i: alert.id }, 'alert-unsubscribe');
}

/** The alert a token names; a 400 with a message a person understands when it is altered, foreign or expired. */
export async function readAlertToken(token: string, purpose: Purpose, now = Date.now()): Promise<AlertRef> {
  const read = await readCursor(token, purpose, alertTokenSchema);
  if (!read.ok) throw badRequest(alertMessages.linkInvalid);
  const { value } = read;
  if (value.e !== undefined && value.e * 1000 < now) throw badRequest(alertMessages.confirmExpired);
  return { owner: value.o, id: value.i };
}
