/**
 * The signed-in marker (SIGNED_IN_COOKIE in shared/constants.ts): every answer that sets or clears the session
 * cookie sets or clears the marker too, with the same lifetime and Secure flag, so the page can tell whether a
 * session cookie is there (which it cannot read: HttpOnly) and skip GET /api/user when none is.
 */
import { SESSION_COOKIE_LOCAL, SESSION_COOKIE_SECURE, SIGNED_IN_COOKIE } from '../../shared/constants.js';

const isSessionCookie = (cookie: string) =>
  cookie.startsWith(`${SESSION_COOKIE_SECURE}=`) || cookie.startsWith(`${SESSION_COOKIE_LOCAL}=`);

function markerFor(sessionCookie: string): string {
  const maxAge = /;\s*Max-Age=(\d+)/i.exec(sessionCookie)?.[1] ?? '0';
  const secure = /;\s*Secure\b/i.test(sessionCookie) ? '; Secure' : '';
  const value = maxAge === '0' ? '' : '1';
  return `${SIGNED_IN_COOKIE}=${value}; Path=/; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

/** The cookies of an answer, with the marker after each session cookie among them. */
export function withSignedInMarker(cookies: string[]): string[] {
  return cookies.flatMap((cookie) => (isSessionCookie(cookie) ? [cookie, markerFor(cookie)] : [cookie]));
}

/** The marker alone that goes with a session cookie of these attributes (session.ts's signedInMarkerCookie). */
export const signedInMarker = (sessionCookie: string) => markerFor(sessionCookie);
