/**
 * Two-step sign-in (TOTP, RFC 6238) as stored: one item per account, `USER#<id>` / `SECOND-FACTOR`, read only by the
 * second-factor routes, so the secret never travels with the user item that every request reads. It holds:
 * - `pendingSecret`: the secret of an enrolment started but not yet confirmed with a code;
 * - `secret`: the confirmed secret (base32), set together with the user item's `secondFactorSince`;
 * - `lastStep`: the last 30-second time step a code was accepted for; a code of that step or an earlier one is a
 *   replay and refused (a conditional write, so two requests racing with one code cannot both pass);
 * - `recoveryHashes`: SHA-256 of each unused recovery code; using one deletes it in a conditional write, so each works
 *   once. A plain hash is enough only for codes of 112 bits or more (ASVS 5.0 6.5.2): new codes have about 119 bits
 *   (functions/lib/totp.ts).
 */
import { createHash } from 'node:crypto';
import { GetCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import { db, tableName } from '../kit/client.js';
import { isConditionFailure } from '../kit/condition-failure.js';
import { keys } from '../kit/keys.js';
import { transact } from '../kit/transact.js';
import { readRecord } from '../records/read-record.js';

const secondFactorItemSchema = v.object({
  userId: v.number(),
  pendingSecret: v.optional(v.string()),
  secret: v.optional(v.string()),
  lastStep: v.optional(v.number()),
  // A string set, which DynamoDB gives back as a Set.
  recoveryHashes: v.optional(
    v.pipe(
      v.set(v.string()),
      v.transform((hashes) => [...hashes]),
    ),
  ),
});
export type SecondFactorRecord = v.InferOutput<typeof secondFactorItemSchema>;

/** A recovery code as typed: case and the dash between its groups do not matter. */
export const hashRecoveryCode = (code: string) =>
  createHash('sha256').update(code.replace(/-/g, '').toLowerCase()).digest('hex');

export async function getSecondFactor(userId: number): Promise<SecondFactorRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.secondFactor(userId), ConsistentRead: true }),
  );
  if (!Item) return undefined;
  return readRecord('second-factor', secondFactorItemSchema, Item);
}

/** Starts (or restarts) an enrolment; refused when the account already has two-step sign-in on. */
export async function startEnrolment(userId: number, pendingSecret: string): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.secondFactor(userId),
        UpdateExpression: 'SET pendingSecret = :secret, userId = :userId, #type = :type',
        ConditionExpression: 'attribute_not_exists(secret)',
        ExpressionAttributeNames: { '#type': 'type' },
        ExpressionAttributeValues: { ':secret': pendingSecret, ':userId': userId, ':type': 'second-factor' },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** The second-factor item of an enrolled account, as both enrolments write it. */
function secondFactorItem(userId: number, secret: string, recoveryHashes: string[]) {
  return {
    ...keys.secondFactor(userId),
    type: 'second-factor',
    userId,
    secret,
    // DynamoDB stores no empty set: an account enrolled without recovery codes has none.
    ...(recoveryHashes.length ? { recoveryHashes: new Set(recoveryHashes) } : {}),
  };
}

/**
 * Confirms the enrolment: the pending secret becomes the secret, the code's step is the last used one, the recovery
 * hashes are stored and the user item marks two-step sign-in on, all in one transaction. False when the pending
 * secret changed meanwhile (another set-up started) or two-step sign-in is already on.
 */
export async function confirmEnrolment(
  userId: number,
  secret: string,
  step: number,
  recoveryHashes: string[],
): Promise<boolean> {
  const codes = await transact([
    {
      Put: {
        TableName: tableName(),
        Item: { ...secondFactorItem(userId, secret, recoveryHashes), lastStep: step },
        ConditionExpression: 'pendingSecret = :secret AND attribute_not_exists(secret)',
        ExpressionAttributeValues: { ':secret': secret },
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET secondFactorSince = :now',
        ConditionExpression: 'attribute_exists(pk)',
        ExpressionAttributeValues: { ':now': new Date().toISOString() },
      },
    },
  ]);
  return codes.length === 0;
}

/** Records `step` as used; false when it (or a later one) was used already: a replay. */
export async function spendTimeStep(userId: number, step: number): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.secondFactor(userId),
        UpdateExpression: 'SET lastStep = :step',
        ConditionExpression: 'attribute_exists(secret) AND (attribute_not_exists(lastStep) OR lastStep < :step)',
        ExpressionAttributeValues: { ':step': step },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/** Uses up one recovery code; false when it is not (or no longer) one of the account's. */
export async function spendRecoveryCode(userId: number, code: string): Promise<boolean> {
  const hash = hashRecoveryCode(code);
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.secondFactor(userId),
        UpdateExpression: 'DELETE recoveryHashes :hash',
        ConditionExpression: 'contains(recoveryHashes, :code)',
        ExpressionAttributeValues: { ':hash': new Set([hash]), ':code': hash },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Turns two-step sign-in off: deletes the item (secret, recovery hashes) and the user item's mark in one transaction.
 * False when it was not on (turned off meanwhile by another request).
 */
export async function turnOffSecondFactor(userId: number): Promise<boolean> {
  const codes = await transact([
    {
      Delete: {
        TableName: tableName(),
        Key: keys.secondFactor(userId),
        ConditionExpression: 'attribute_exists(secret)',
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'REMOVE secondFactorSince',
        ConditionExpression: 'attribute_exists(pk)',
      },
    },
  ]);
  return codes.length === 0;
}

/** Replaces every recovery code's hash with the new ones; false when two-step sign-in is not on. */
export async function replaceRecoveryCodes(userId: number, recoveryHashes: string[]): Promise<boolean> {
  try {
    await db().send(
      new UpdateCommand({
        TableName: tableName(),
        Key: keys.secondFactor(userId),
        UpdateExpression: 'SET recoveryHashes = :hashes',
        ConditionExpression: 'attribute_exists(secret)',
        ExpressionAttributeValues: { ':hashes': new Set(recoveryHashes) },
      }),
    );
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

/**
 * Enrols an account with a given secret at once, without the app's confirming code: only for the local demo seed's
 * admin (a published secret, so the e2e tests can compute its codes) and the tests. Never called by a route.
 */
export async function enrolWithSecret(userId: number, secret: string, recoveryHashes: string[]): Promise<void> {
  await transact([
    {
      Put: {
        TableName: tableName(),
        Item: secondFactorItem(userId, secret, recoveryHashes),
      },
    },
    {
      Update: {
        TableName: tableName(),
        Key: keys.user(userId),
        UpdateExpression: 'SET secondFactorSince = :now',
        ExpressionAttributeValues: { ':now': new Date().toISOString() },
      },
    },
  ]);
}
