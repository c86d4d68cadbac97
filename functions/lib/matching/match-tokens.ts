/**
 * The unsubscribe link of a match email: names the seeker, signed by the cursor signer (db/kit/page-cursor.ts) under
 * its own scope, so no other token (an alert's, a cursor) is ever accepted for it, and nothing is stored for it. It
 * does not expire (an old email's link must still work) and can do one thing: turn match emails off.
 */
import * as v from 'valibot';
import { matchingMessages } from '../../../shared/texts/matching-texts.js';
import { readCursor, signCursor } from '../db/kit/page-cursor.js';
import { badRequest } from '../errors.js';

const SCOPE = 'match-unsubscribe';

/** The seeker's id. */
const matchTokenSchema = v.object({ u: v.pipe(v.number(), v.integer()) });

export const matchUnsubscribeToken = (userId: number): Promise<string> => signCursor({ u: userId }, SCOPE);

/** The seeker a token names; a 400 with a message a person understands when it is altered or foreign. */
export async function readMatchUnsubscribeToken(token: string): Promise<number> {
  const read = await readCursor(token, SCOPE, matchTokenSchema);
  if (!read.ok) throw badRequest(matchingMessages.linkInvalid);
  return read.value.u;
}
