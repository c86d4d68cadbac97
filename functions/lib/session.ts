/**
 * Sessions: a jose HS256 JWT in an httpOnly cookie. The token names the user and a session version; the version
 * is checked against the user item on every request (the read that loads the user: no extra cost), so bumping it
 * (sign out of all devices, password change or reset, deletion) revokes every cookie issued before. The token names its signing key (`kid`), so a key rotation keeps every
 * session valid until its key is retired (secret.ts).
 */
import { jwtVerify, SignJWT } from 'jose';
import { SESSION_COOKIE, SESSION_LIFETIME_SECONDS } from '../../shared/constants.js';
import { config } from './config.js';
import { getUser, type UserRecord } from './db/users.js';
import { signingKeys } from './secret.js';

export interface Session {
  user: UserRecord;
}

const ISSUER = 'jobboard';

function cookieAttributes(maxAge: number): string {
  const secure = config().secureCookies ? '; Secure' : '';
  return `Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}${secure}`;
}

export async function sessionCookie(user: Pick<UserRecord, 'id' | 'sessionVersion'>): Promise<string> {
  const { current } = await signingKeys();
  const token = await new SignJWT({ sv: user.sessionVersion })
    .setProtectedHeader({ alg: 'HS256', kid: current.kid })
    .setSubject(String(user.id))
    .setIssuer(ISSUER)
    .setIssuedAt()
    .setExpirationTime(`${SESSION_LIFETIME_SECONDS}s`)
    .sign(current.secret);
  return `${SESSION_COOKIE}=${token}; ${cookieAttributes(SESSION_LIFETIME_SECONDS)}`;
}

export function clearedSessionCookie(): string {
  return `${SESSION_COOKIE}=; ${cookieAttributes(0)}`;
}

/** API Gateway v2 gives cookies as "name=value" strings. */
function findCookie(cookies: string[] | undefined, name: string): string | undefined {
  for (const cookie of cookies ?? []) {
    const index = cookie.indexOf('=');
    if (index > 0 && cookie.slice(0, index).trim() === name) return cookie.slice(index + 1).trim();
  }
  return undefined;
}

/** The signed-in user, or null when there is no valid, unrevoked session. */
export async function readSession(cookies: string[] | undefined): Promise<Session | null> {
  const token = findCookie(cookies, SESSION_COOKIE);
  if (!token) return null;
  const keys = await signingKeys();
  let claims: { sub?: string; sv?: unknown };
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
  if (!Number.isSafeInteger(userId)) return null;
  const user = await getUser(userId);
  if (!user || user.sessionVersion !== claims.sv) return null;
  return { user };
}
