/**
 * The signed-in marker cookie (SIGNED_IN_COOKIE) as the page sees it. The API sets and clears it with the session
 * cookie (functions/lib/signed-in-marker.ts); in the browser this module is the only code that touches
 * `document.cookie` (Biome's noDocumentCookie is an error everywhere else): the page reads the marker before asking
 * who is signed in, and clears it when the API says the session is gone.
 */
import { SIGNED_IN_COOKIE } from '@shared/constants.js';

/** Writes the marker; a Max-Age of 0 removes it. */
function writeMarker(value: '1' | '', maxAgeSeconds?: number) {
  const maxAge = maxAgeSeconds === undefined ? '' : `; Max-Age=${maxAgeSeconds}`;
  // The Cookie Store API would be Biome's choice, but jsdom (the unit tests) and older Safari lack it.
  // biome-ignore lint/suspicious/noDocumentCookie: this module is the marker's one writer in the browser
  document.cookie = `${SIGNED_IN_COOKIE}=${value}; Path=/; SameSite=Lax${maxAge}`;
}

/** Whether the marker is there: without it there is no session to ask about. */
export const hasSignedInMarker = () =>
  typeof document !== 'undefined' &&
  document.cookie.split(';').some((cookie) => cookie.trim().startsWith(`${SIGNED_IN_COOKIE}=1`));

/** Removes the marker: the API answered 401, so the next page load does not ask again. */
export const clearSignedInMarker = () => writeMarker('', 0);

/** Sets the marker for this browser session, as the API's answer to a sign-in does (the unit tests sign in so). */
export const setSignedInMarker = () => writeMarker('1');
