/**
 * Password reset tokens: 32 random bytes (base64url) given to the user once, in the email link. Only their
 * SHA-256 is stored (keys.resetToken), so a read of the table does not hand out working links. A token is valid
 * for an hour (expiresAt, which the table's TTL also uses to remove it) and is used up by one conditional delete,
 * so two parallel resets with one token cannot both succeed. An admin invitation (scripts/ops/admin-invite.ts) is
 * the same token with a day to use it: the person invited may not be at their desk within the hour.
 */
import { createHash, randomBytes } from 'node:crypto';
import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from './client.js';
import { keys } from './keys.js';

export const RESET_TOKEN_LIFETIME_SECONDS = 60 * 60;
export const INVITE_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

export interface ResetTokenRecord {
  userId: number;
  /** ISO time of issue: a token older than the user's last password change is void. */
  createdAt: string;
  /** Epoch seconds. */
  expiresAt: number;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

export async function issueResetToken(userId: number, lifetimeSeconds = RESET_TOKEN_LIFETIME_SECONDS): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  const now = Date.now();
  const record: ResetTokenRecord = {
    userId,
    createdAt: new Date(now).toISOString(),
    expiresAt: Math.floor(now / 1000) + lifetimeSeconds,
  };
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: { ...keys.resetToken(hashToken(token)), type: 'reset-token', ...record },
      ConditionExpression: 'attribute_not_exists(pk)',
    }),
  );
  return token;
}

/** The token's record while it works (issued, not expired, not used), without using it up; else undefined. */
export async function peekResetToken(token: string): Promise<ResetTokenRecord | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.resetToken(hashToken(token)), ConsistentRead: true }),
  );
  const record = Item as ResetTokenRecord | undefined;
  return record && record.expiresAt > Math.floor(Date.now() / 1000) ? record : undefined;
}

/** Uses the token up: its record when it existed and had not expired, else undefined. */
export async function redeemResetToken(token: string): Promise<ResetTokenRecord | undefined> {
  try {
    const { Attributes } = await db().send(
      new DeleteCommand({
        TableName: tableName(),
        Key: keys.resetToken(hashToken(token)),
        ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
        ExpressionAttributeValues: { ':now': Math.floor(Date.now() / 1000) },
        ReturnValues: 'ALL_OLD',
      }),
    );
    return Attributes as ResetTokenRecord | undefined;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
}
