/**
 * The user entity as stored, how it is found and how its password and session version change, and how it is
 * shown to clients. Writes that span several items (registration, profile, deletion) live in accounts.ts and
 * account-deletion.ts.
 */
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import type { Role } from '../../../../shared/constants.js';
import type { PublicUser } from '../../../../shared/types.js';
import { db, tableName } from '../kit/client.js';
import { isConditionFailure } from '../kit/condition-failure.js';
import { keys } from '../kit/keys.js';
import { fromUserItem } from '../records/user.js';
import { publicCv, type StoredCv } from '../seekers/saved-cv.js';

export interface UserRecord {
  id: number;
  username: string;
  email: string;
  name: string;
  role: Role;
  passwordHash: string;
  /** Bumped by logout, password change/reset and deletion: older session cookies stop working. */
  sessionVersion: number;
  createdAt: string;
  /** ISO time the email address was confirmed (or, for accounts made before confirmation existed, created). */
  emailVerifiedAt?: string;
  /**
   * ISO time since when the address waits for its confirmation (a registration or an email change). While set the
   * account may not apply, create alerts or post jobs, and no mail but the link and resets goes to the address.
   */
  emailPendingSince?: string;
  /** ISO time two-step sign-in (TOTP) was turned on; its secret and recovery codes are a separate item (second-factor.ts). */
  secondFactorSince?: string;
  /** ISO time of the last password change or reset: reset links issued before it are void. */
  passwordChangedAt?: string;
  companyId?: number;
  companyName?: string;
  /** Job seekers: the saved CV (saved-cv.ts). */
  cv?: StoredCv;
}

/**
 * Strongly consistent: the session check reads the user on every request, and a cookie revoked a moment ago
 * (logout, password change) must not pass on a stale replica.
 */
export async function getUser(id: number): Promise<UserRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.user(id), ConsistentRead: true }),
  );
  return Item ? fromUserItem(Item) : undefined;
}

async function userIdFromGuard(key: { pk: string; sk: string }): Promise<number | undefined> {
  const { Item } = await db().send(new GetCommand({ TableName: tableName(), Key: key, ConsistentRead: true }));
  return typeof Item?.userId === 'number' ? Item.userId : undefined;
}

/** Usernames and emails are unique regardless of case: the guard items hold them lower-cased. */
export async function findUserByUsername(username: string): Promise<UserRecord | undefined> {
  const id = await userIdFromGuard(keys.usernameGuard(username));
  return id === undefined ? undefined : getUser(id);
}

export async function findUserByEmail(email: string): Promise<UserRecord | undefined> {
  const id = await userIdFromGuard(keys.emailGuard(email));
  return id === undefined ? undefined : getUser(id);
}

/** The account signed in to by username or email address: usernames cannot hold an @, addresses always do. */
export function findUserBySignInName(name: string): Promise<UserRecord | undefined> {
  return name.includes('@') ? findUserByEmail(name) : findUserByUsername(name);
}

async function updateUser(
  id: number,
  update: Omit<ConstructorParameters<typeof UpdateCommand>[0], 'TableName' | 'Key' | 'ReturnValues'>,
): Promise<UserRecord> {
  const { Attributes } = await db().send(
    new UpdateCommand({
      TableName: tableName(),
      Key: keys.user(id),
      ConditionExpression: 'attribute_exists(pk)',
      ReturnValues: 'ALL_NEW',
      ...update,
    }),
  );
  // ALL_NEW of an existing item (the condition) always answers the item.
  return fromUserItem(Attributes ?? {});
}

/** Revokes every session cookie of the user ("Sign out of all devices"). */
export function bumpSessionVersion(id: number): Promise<UserRecord> {
  return updateUser(id, {
    UpdateExpression: 'ADD sessionVersion :one',
    ExpressionAttributeValues: { ':one': 1 },
  });
}

/** A new password: stored hashed, every session revoked, every earlier reset link void. */
export function setPassword(id: number, passwordHash: string): Promise<UserRecord> {
  return updateUser(id, {
    UpdateExpression: 'SET passwordHash = :hash, passwordChangedAt = :now ADD sessionVersion :one',
    ExpressionAttributeValues: { ':hash': passwordHash, ':now': new Date().toISOString(), ':one': 1 },
  });
}

/** The same password re-hashed at today's cost; sessions stay. Skipped when the password changed meanwhile. */
export async function upgradePasswordHash(id: number, oldHash: string, newHash: string): Promise<void> {
  await updateUser(id, {
    UpdateExpression: 'SET passwordHash = :new',
    ConditionExpression: 'passwordHash = :old',
    ExpressionAttributeValues: { ':new': newHash, ':old': oldHash },
  }).catch((error: Error) => {
    if (!isConditionFailure(error)) throw error;
  });
}

/** Only what the client may read: never the hash or the session version. */
export function toPublicUser(user: UserRecord): PublicUser {
  return {
    id: user.id,
    username: user.username,
    name: user.name,
    email: user.email,
    role: user.role,
    createdAt: user.createdAt,
    emailVerified: user.emailPendingSince === undefined,
    secondFactor: user.secondFactorSince !== undefined,
    ...(user.role === 'company' && user.companyId !== undefined
      ? { company: user.companyName ?? '', companyId: user.companyId }
      : {}),
    ...(user.role === 'job_seeker' && user.cv ? { cv: publicCv(user.cv) } : {}),
  };
}
