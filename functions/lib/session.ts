/**
 * Sessions: a jose HS256 JWT in an httpOnly cookie, naming the user, a session version and a server-side session
 * record (db/accounts/sessions.ts). Every signed-in request reads the user item and the session item (two GetItems sent
 * together): the token counts only while its session item exists, has not run out (idle or absolute end) and the
 * user's version still matches. Deleting the item (logout, "Sign out" in the profile's list) ends that one
 * session; bumping the version (sign out everywhere, password change or reset, deletion) ends them all. The token
 * names its signing key (`kid`), so a key rotation keeps every session valid until its key is retired (secret.ts).
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { jwtVerify, SignJWT } from 'jose';
import { SESSION_COOKIE_LOCAL, SESSION_COOKIE_SECURE, SESSION_LIFETIME_SECONDS } from '../../shared/constants.js';
import { config } from './config.js';
import {
  createSession,
  deleteSession,
  getSession,
  isLive,
  renewSession,
  type SessionClient,
  type SessionRecord,
} from './db/accounts/sessions.js';
import { getUser, type UserRecord } from './db/accounts/users.js';
import { clientAddress } from './rate-limit.js';
import { signingKeys } from './secret.js';
import { signedInMarker } from './signed-in-marker.js';
import { viewerPlace } from './viewer-place.js';

export interface Session {
  user: UserRecord;
  /** The session record this request's cookie names (db/accounts/sessions.ts). */
  sessionId: string;
  /** That record: whether the second factor is pending or was given in this session. */
  record: SessionRecord;
}

const ISSUER = 'jobboard';

/**
 * `__Host-jobboard_session` wherever the site is served over https (SECURE_COOKIES=true: every deployed stage);
 * the local http stack keeps `jobboard_session`, since a browser refuses a `__Host-` cookie that is not Secure.
 */
export function sessionCookieName(): string {
  return config().secureCookies ? SESSION_COOKIE_SECURE : SESSION_COOKIE_LOCAL;
}

function cookieAttributes(maxAge: number): string {
  const secure = config().secureCookies ? '; Secure' : '';
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

/** Who is signing in, for the profile's list of sessions: the browser's user agent and the client address. */
export function sessionClient(event: APIGatewayProxyEventV2): SessionClient {
  const place = viewerPlace(event);
  return { userAgent: event.headers['user-agent'] ?? '', address: clientAddress(event), ...(place ? { place } : {}) };
}

/**
 * Signs the user in: a new session record and the Set-Cookie that names it. A `pending` session (an account with
 * two-step sign-in, before its code) is accepted only by the verify route and logout (handler.ts).
 */
export async function sessionCookie(
  user: Pick<UserRecord, 'id' | 'role' | 'sessionVersion'>,
  client: SessionClient,
  secondFactor?: 'pending' | 'verified',
): Promise<string> {
  const { sessionId } = await createSession(user, client, secondFactor);
  const { current } = await signingKeys();
  const token = await new SignJWT({ sv: user.sessionVersion, sid: sessionId })
    .setProtectedHeader({ alg: 'HS256', kid: current.kid })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_LIFETIME_SECONDS}s`)
    .sign(current.secret);
  return `${sessionCookieName()}=${token}; ${cookieAttributes(SESSION_LIFETIME_SECONDS)}`;
}

/**
 * The signed-in marker alone, for the answer that finishes a two-step sign-in: the session cookie stays as the login
 * set it, but the page may have dropped the marker while the session was pending (its GET /api/user answered 401).
 */
export function signedInMarkerCookie(session: SessionRecord): string {
  const remaining = Math.max(0, session.endsAt - Math.floor(Date.now() / 1000));
  return signedInMarker(`${sessionCookieName()}=; ${cookieAttributes(remaining)}`);
}

/** What a session that replaces this one (a password change) keeps of its second factor. */
export const keptSecondFactor = (session: SessionRecord) =>
  session.secondFactor === 'verified' ? ('verified' as const) : undefined;

export function clearedSessionCookie(): string {
  return `${sessionCookieName()}=; ${cookieAttributes(0)}`;
}

/** API Gateway v2 gives cookies as "name=value" strings. */
function findCookie(cookies: string[] | undefined, name: string): string | undefined {
  for (const cookie of cookies ?? []) {
    const index = cookie.indexOf('=');
    if (index > 0 && cookie.slice(0, index).trim() === name) return cookie.slice(index + 1).trim();
  }
  return undefined;
}

/** What a validly signed session cookie names (not whether that session still counts), or null. */
async function tokenClaims(
  cookies: string[] | undefined,
): Promise<{ userId: number; sessionId: string; version: unknown } | null> {
  const token = findCookie(cookies, sessionCookieName());
  if (!token) return null;
  const keys = await signingKeys();
  let claims: { sub?: string; sv?: unknown; sid?: unknown };
  try {
    const keyOf = (header: { kid?: string }) => {
      const secret = keys.find(header.kid);
      if (!secret) throw new Error('Unknown or retired key');
      return secret;
    };
    ({ payload: claims } = await jwtVerify(token, keyOf, { issuer: ISSUER, algorithms: ['HS256'] }));
  } catch {
    return null; // expired, tampered or signed with an unknown or retired key: simply signed out
  }
  const userId = Number(claims.sub);
  const sessionId = claims.sid;
  if (!Number.isSafeInteger(userId) || typeof sessionId !== 'string') return null;
  return { userId, sessionId, version: claims.sv };
}

/**
 * Ends the session this browser's cookie names, if any: a new sign-in in the same browser replaces it (ASVS 5.0
 * 7.2.4), so the old record does not linger in the sessions list until its timeout. Only a cookie we signed names
 * one, and whoever holds it could sign that session out anyway.
 */
export async function endCookieSession(cookies: string[] | undefined): Promise<void> {
  const claims = await tokenClaims(cookies);
  if (claims) await deleteSession(claims.userId, claims.sessionId);
}

/** The signed-in user, or null when there is no valid, unrevoked session. */
export async function readSession(cookies: string[] | undefined): Promise<Session | null> {
  const claims = await tokenClaims(cookies);
  if (!claims) return null;
  const { userId, sessionId } = claims;
  const [user, session] = await Promise.all([getUser(userId), getSession(userId, sessionId)]);
  if (!user || !session || user.sessionVersion !== claims.version || !isLive(session, user.sessionVersion)) return null;
  await renewSession(session, user.role);
  return { user, sessionId, record: session };
}
