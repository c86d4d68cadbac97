/**
 * Server-side sessions: one item per sign-in, `USER#<userId>` / `SESSION#<id>`, named by the session cookie's
 * token (its `sid` claim). A token is accepted only while its item exists and has not run out (session.ts), so
 * deleting the item (logout, "sign out" in the profile's list) ends that sign-in at once while the user's other
 * devices stay signed in.
 *
 * Two clocks: the absolute end (`endsAt`, 7 days after sign-in) and the idle end (`expiresAt`, the last request
 * plus the role's idle timeout, never past `endsAt`). `expiresAt` is also the table's TTL attribute, so a session
 * nobody uses disappears by itself. A request renews the idle end only when the last renewal is older than
 * RENEW_AFTER_SECONDS, so most requests read and never write.
 */
import { randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import type { Role } from '../../../../shared/constants.js';
import { idleTimeoutSeconds, SESSION_LIFETIME_SECONDS } from '../../../../shared/constants.js';
import { db, tableName } from '../kit/client.js';
import { isConditionFailure } from '../kit/condition-failure.js';
import { keys } from '../kit/keys.js';
import { queryAll } from '../kit/query-all.js';
import { readRecord } from '../records/read-record.js';

/** A request renews the idle end at most this often: one write per five minutes of activity, not per request. */
export const RENEW_AFTER_SECONDS = 5 * 60;
/** A sign-in waiting for its second-factor code lives this long: time to open the app and type six digits. */
export const PENDING_SECONDS = 5 * 60;
/** The user agent as sent, cut to this many characters: enough to name a browser, bounded in the table. */
const USER_AGENT_MAX = 256;

const sessionItemSchema = v.object({
  userId: v.number(),
  sessionId: v.string(),
  /** The user's session version when signed in: a later "sign out everywhere" voids it (users.ts). */
  sessionVersion: v.number(),
  createdAt: v.number(),
  lastSeenAt: v.number(),
  endsAt: v.number(),
  expiresAt: v.number(),
  userAgent: v.string(),
  address: v.string(),
  /** A rough place of the client at sign-in (city, country), when CloudFront named one (viewer-place.ts). */
  place: v.optional(v.object({ city: v.optional(v.string()), country: v.string() })),
  /**
   * Two-step sign-in: 'pending' from a login of an account with it on until the code is given (only the verify route
   * and logout accept such a session), 'verified' once a code was given in this session. Absent: no code was given.
   */
  secondFactor: v.optional(v.picklist(['pending', 'verified'])),
});
export type SessionRecord = v.InferOutput<typeof sessionItemSchema>;

export interface SessionClient {
  userAgent: string;
  /** The client address as rate-limit.ts's clientAddress() finds it. */
  address: string;
  /** Where CloudFront placed the client (viewer-place.ts); absent locally and when it names no country. */
  place?: { city?: string; country: string };
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** Until when a session seen at `seenAt` stays valid without another request. */
const idleEnd = (role: Role, seenAt: number, endsAt: number) => Math.min(endsAt, seenAt + idleTimeoutSeconds(role));

export async function createSession(
  user: { id: number; role: Role; sessionVersion: number },
  client: SessionClient,
  secondFactor?: 'pending' | 'verified',
): Promise<SessionRecord> {
  const now = nowSeconds();
  const endsAt = now + SESSION_LIFETIME_SECONDS;
  const record: SessionRecord = {
    userId: user.id,
    sessionId: randomBytes(18).toString('base64url'),
    sessionVersion: user.sessionVersion,
    createdAt: now,
    lastSeenAt: now,
    endsAt,
    expiresAt: secondFactor === 'pending' ? now + PENDING_SECONDS : idleEnd(user.role, now, endsAt),
    userAgent: client.userAgent.slice(0, USER_AGENT_MAX),
    address: client.address,
    ...(client.place ? { place: client.place } : {}),
    ...(secondFactor ? { secondFactor } : {}),
  };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.session(user.id, record.sessionId), type: 'session', ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return record;
}

const fromSessionItem = (item: Record<string, unknown>) => readRecord('session', sessionItemSchema, item);

/** Strongly consistent: a session deleted a moment ago (logout) must not pass on a stale replica. */
export async function getSession(userId: number, sessionId: string): Promise<SessionRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.session(userId, sessionId), ConsistentRead: true }),
  );
  return Item ? fromSessionItem(Item) : undefined;
}

/** Whether the session still counts: not past either end (the TTL removes items late) and not signed out everywhere. */
export function isLive(session: SessionRecord, sessionVersion: number, now = nowSeconds()): boolean {
  return session.expiresAt > now && session.endsAt > now && session.sessionVersion === sessionVersion;
}

/**
 * Slides the idle end forward when the last renewal is older than RENEW_AFTER_SECONDS. Conditional on the item
 * still existing, so a renewal racing a logout never brings the session back.
 */
export async function renewSession(session: SessionRecord, role: Role): Promise<void> {
  const now = nowSeconds();
  // A pending sign-in keeps its short end: only the second factor's code makes it a full session.
  if (session.secondFactor === 'pending' || now - session.lastSeenAt < RENEW_AFTER_SECONDS) return;
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.session(session.userId, session.sessionId),
        UpdateExpression: 'SET lastSeenAt = :now, expiresAt = :expiresAt',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':now': now, ':expiresAt': idleEnd(role, now, session.endsAt) },
      }),
    );
  } catch (error) {
    if (!isConditionFailure(error)) throw error;
  }
}

/**
 * Marks the session as having passed the second factor (a code at sign-in or at enrolment); a pending one becomes a
 * full session with the role's idle end. False when the session is gone (logged out, run out) meanwhile.
 */
export async function markSecondFactor(session: SessionRecord, role: Role): Promise<boolean> {
  const now = nowSeconds();
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.session(session.userId, session.sessionId),
        UpdateExpression: 'SET secondFactor = :verified, lastSeenAt = :now, expiresAt = :expiresAt',
        ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
        ExpressionAttributeValues: {
          ':verified': 'verified',
          ':now': now,
          ':expiresAt': idleEnd(role, now, session.endsAt),
        },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Ends one session; ending one that is already gone is not an error. */
export async function deleteSession(userId: number, sessionId: string): Promise<void> {
  await db().send(new DeleteCommand({ TableName: tableName(), Key: keys.session(userId, sessionId) }));
}

/** Every session item of the user, live or not (a user has a handful: one per browser signed in this week). */
export async function listSessionItems(userId: number): Promise<SessionRecord[]> {
  const items = await queryAll({
    KeyConditionExpression: 'pk = :pk AND begins_with(sk, :prefix)',
    ExpressionAttributeValues: { ':pk': keys.user(userId).pk, ':prefix': keys.sessionPrefix() },
    ConsistentRead: true,
  });
  return items.map(fromSessionItem);
}

/** The user's live sessions, most recently used first. */
export async function listSessions(userId: number, sessionVersion: number): Promise<SessionRecord[]> {
  const now = nowSeconds();
  return (await listSessionItems(userId))
    .filter((session) => isLive(session, sessionVersion, now))
    .sort((a, b) => b.lastSeenAt - a.lastSeenAt);
}

/** Removes the user's session items (sign out everywhere, password change, deletion), but `keep` if named. */
export async function deleteSessions(userId: number, keep?: string): Promise<void> {
  const doomed = (await listSessionItems(userId)).filter((session) => session.sessionId !== keep);
  await Promise.all(doomed.map((session) => deleteSession(userId, session.sessionId)));
}
