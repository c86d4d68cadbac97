/**
 * The app's own suppression list: addresses that bounced hard or complained (written by the suppression worker from
 * SES's events, functions/workers/suppress-mail-addresses.ts) and that sendMail refuses to mail again. SES keeps a
 * list of its own, but an app that relies on it still sends, and every send to a suppressed address still counts
 * against the account's sending quota and shows as a send the app believes was delivered.
 *
 * One item per lower-cased address (keys.suppressedEmail), kept until an operator deletes it (docs/deploy.md):
 * an address that bounced hard does not come back by waiting.
 */
import { GetCommand, PutCommand } from '@aws-sdk/lib-dynamodb';
import { db, tableName } from '../kit/client.js';
import { keys } from '../kit/keys.js';
import { type SuppressionReason, suppressionReasonOf } from '../records/suppressed-email.js';

export type { SuppressionReason };

export interface Suppression {
  email: string;
  reason: SuppressionReason;
  /** SES's words for it: the bounce subtype (NoEmail, Suppressed, ...) or the complaint's feedback type. */
  detail: string;
}

export async function suppressEmail(suppression: Suppression, at = new Date()): Promise<void> {
  await db().send(
    new PutCommand({
      TableName: tableName(),
      Item: {
        ...keys.suppressedEmail(suppression.email),
        type: 'suppressed-email',
        reason: suppression.reason,
        detail: suppression.detail,
        suppressedAt: at.toISOString(),
      },
    }),
  );
}

/** Why the address is suppressed, or undefined when the app may mail it. */
export async function suppressionOf(email: string): Promise<SuppressionReason | undefined> {
  const { Item } = await db().send(
    new GetCommand({ TableName: tableName(), Key: keys.suppressedEmail(email), ProjectionExpression: 'reason' }),
  );
  return Item && suppressionReasonOf(Item);
}
