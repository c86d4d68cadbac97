/** The profile's list of active sessions: what the API shows of each, and the path parameter naming one. */
import * as v from 'valibot';
import { sessionListTexts } from '../texts/session-list-texts.js';

export interface ActiveSession {
  id: string;
  /** Browser and system read from the user agent, e.g. "Firefox on Windows"; "Unknown device" when unreadable. */
  device: string;
  /** The client address with its last part hidden. */
  network: string;
  /**
   * A rough place at sign-in, "Lisbon, Portugal" (city, country), from CloudFront's geolocation of the address;
   * null where none was given (the local stack, or an address CloudFront could not place).
   */
  place: string | null;
  /** ISO times of the sign-in and of the last request the board noted (renewed every few minutes). */
  signedInAt: string;
  lastSeenAt: string;
  /** The session this request came with. */
  current: boolean;
}

/** A session id as the server issues it (18 random bytes, base64url); anything else names no session. */
export const sessionIdParams = v.object({
  id: v.pipe(v.string(sessionListTexts.sessionNotFound), v.regex(/^[\w-]{24}$/, sessionListTexts.sessionNotFound)),
});
