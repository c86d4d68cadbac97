/**
 * Single-use tokens mailed in links (password reset, email confirmation): 32 random bytes (base64url) given to the
 * user once. Only their SHA-256 is stored, so a read of the table does not hand out working links. A token is
 * valid until `expiresAt` (which the table's TTL also uses to remove it) and is used up by one conditional delete,
 * so two parallel uses of one token cannot both succeed.
 */
import { createHash, randomBytes } from 'node:crypto';
import { DeleteCommand, GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../kit/client.js';
import { isConditionFailure } from '../kit/condition-failure.js';
import { type TokenData, type TokenDataEntries, type TokenTimes, tokenItemReader } from '../records/one-time-token.js';

export type { TokenTimes };

const hashToken = (token: string) => createHash('sha256').update(token).digest('base64url');

/** Issue and redeem for one kind of token: its key, its item type, the schema of its data and how long it lives. */
export function oneTimeTokens<Entries extends TokenDataEntries>(kind: {
  key: (tokenHash: string) => { pk: string; sk: string };
  type: string;
  data: Entries;
  lifetimeSeconds: number;
}) {
  type Data = TokenData<Entries>;
  const read = tokenItemReader(kind.type, kind.data);
  return {
    /** `lifetimeSeconds` overrides the kind's lifetime (an admin invitation lives longer than a reset). */
    async issue(data: Data, lifetimeSeconds = kind.lifetimeSeconds): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      const now = Date.now();
      const times: TokenTimes = {
        createdAt: new Date(now).toISOString(),
        expiresAt: Math.floor(now / 1000) + lifetimeSeconds,
      };
      await db().send(
        new PutCommand({
          TableName: tableName(),
          Item: { ...kind.key(hashToken(token)), type: kind.type, ...data, ...times },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      );
      return token;
    },

    /** The token's record while it works (issued, not expired, not used), without using it up; else undefined. */
    async peek(token: string): Promise<(Data & TokenTimes) | undefined> {
      const { Item } = await db().send(
        new GetCommand({ TableName: tableName(), Key: kind.key(hashToken(token)), ConsistentRead: true }),
      );
      const record = Item && read(Item);
      return record && record.expiresAt > Math.floor(Date.now() / 1000) ? record : undefined;
    },

    /** Uses the token up: its record when it existed and had not expired, else undefined. */
    async redeem(token: string): Promise<(Data & TokenTimes) | undefined> {
      try {
        const { Attributes } = await db().send(
          new DeleteCommand({
            TableName: tableName(),
            Key: kind.key(hashToken(token)),
            ConditionExpression: 'attribute_exists(pk) AND expiresAt > :now',
            ExpressionAttributeValues: { ':now': Math.floor(Date.now() / 1000) },
            ReturnValues: 'ALL_OLD',
          }),
        );
        return Attributes && read(Attributes);
      } catch (error) {
        if (isConditionFailure(error)) return undefined;
        throw error;
      }
    },
  };
}
