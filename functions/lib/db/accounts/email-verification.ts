/**
 * Confirming an account's email address. A registration (or an email change) sets `emailPendingSince` on the user
 * and writes a mark `SUPPRESSED#<address>` / `UNCONFIRMED` beside the suppression list's entry, in the same
 * transaction. The mark is what sendMail checks (mail/index.ts): while it exists, the address gets nothing but its
 * confirmation link and password resets. The confirmation link carries a one-time token (one-time-tokens.ts, like
 * a reset link), valid for 24 hours, bound to the address it was sent to (stored as a hash): the confirmation
 * removes the mark and the pending time in one transaction, only while the account still has that address. A
 * token left unused names only a user id and a hash; it is void once the account is gone and expires in a day.
 */
import { createHash } from 'node:crypto';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import { db, tableName } from '../kit/client.js';
import { keys } from '../kit/keys.js';
import { oneTimeTokens, type TokenTimes } from './one-time-tokens.js';
import { getUser } from './users.js';

export const EMAIL_TOKEN_LIFETIME_SECONDS = 24 * 60 * 60;

/** The address a link was sent to, as a hash: the token item holds no personal data. */
type EmailTokenData = { userId: number; emailHash: string };
const emailHash = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url');
export type EmailTokenRecord = EmailTokenData & TokenTimes;

const emailTokens = oneTimeTokens({
  key: keys.emailToken,
  type: 'email-token',
  data: { userId: v.number(), emailHash: v.string() },
  lifetimeSeconds: EMAIL_TOKEN_LIFETIME_SECONDS,
});

/** The item that keeps mail from an unconfirmed address (for the transactions that create or move an address). */
export function unconfirmedMark(email: string, userId: number) {
  return { ...keys.unconfirmedEmail(email), type: 'unconfirmed-email', userId };
}

/** Whether the address is an account's and still waits for its confirmation. */
export async function isUnconfirmedAddress(email: string): Promise<boolean> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.unconfirmedEmail(email), ProjectionExpression: 'pk' }),
  );
  return Item !== undefined;
}

export const issueEmailToken = (userId: number, email: string): Promise<string> =>
  emailTokens.issue({ userId, emailHash: emailHash(email) });

/**
 * Uses the token up and confirms its address: 'confirmed', or 'invalid' when the token is unknown, used, expired,
 * or the account is gone or has another address by now. An address already confirmed confirms again harmlessly.
 */
export async function confirmEmail(token: string): Promise<{ userId: number } | 'invalid'> {
  const record = await emailTokens.redeem(token);
  const user = record && (await getUser(record.userId));
  if (!record || !user || emailHash(user.email) !== record.emailHash) return 'invalid';
  const TableName = tableName();
  try {
    await db().send(
      new TransactWriteCommand({
        TransactItems: [
          {
            Update: {
              TableName,
              Key: keys.user(record.userId),
              UpdateExpression: 'SET emailVerifiedAt = :now REMOVE emailPendingSince',
              ConditionExpression: 'attribute_exists(pk) AND email = :email',
              ExpressionAttributeValues: { ':now': new Date().toISOString(), ':email': user.email },
            },
          },
          {
            Delete: {
              TableName,
              Key: keys.unconfirmedEmail(user.email),
              ConditionExpression: 'attribute_not_exists(pk) OR userId = :id',
              ExpressionAttributeValues: { ':id': record.userId },
            },
          },
        ],
      }),
    );
  } catch (error) {
    // A condition (the account gone or moved to another address) voids the link; anything else is the database's.
    const reasons = error instanceof TransactionCanceledException ? (error.CancellationReasons ?? []) : [];
    if (reasons.some((reason) => reason.Code === 'ConditionalCheckFailed')) return 'invalid';
    throw error;
  }
  return { userId: record.userId };
}
