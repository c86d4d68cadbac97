/**
 * Transactions: failed conditions come back as answers, collisions are tried again by the one retry policy
 * (../retrying.ts) and then fail with an error the handler answers as 503 with Retry-After (retry-later.ts).
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { StillCollidingError } from '../../retry-later.js';
import { retrying, TRY_AGAIN } from '../../retrying.js';
import { db } from './client.js';

export type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;
/** A transaction's cancellation reason codes, one per item ([] when it went through). */
export type CancellationCodes = (string | undefined)[];

const isConditionCode = (code: string | undefined) =>
  code === 'ConditionalCheckFailed' || code === 'None' || code === undefined;

/**
 * Runs a transaction and answers the cancellation reason codes ([] on success) when only conditions failed: those
 * are answers about the data (already applied, job closed, list full). Transactions touching the same item at the
 * same moment (20 seekers applying to one job check the same job item) are cancelled with TransactionConflict
 * rather than queued: those are tried again, by the one policy (../retrying.ts).
 *
 * `items` may be a function, to build the transaction afresh for each try from what it reads; `stale` says which
 * failed conditions mean "what was read has moved" rather than a verdict, so they are tried again too.
 */
export async function transact(
  items: TransactItems | (() => Promise<TransactItems>),
  stale: (codes: CancellationCodes, items: TransactItems) => boolean = () => false,
): Promise<CancellationCodes> {
  return retrying(
    async () => {
      const TransactItems = typeof items === 'function' ? await items() : items;
      try {
        await db().send(new TransactWriteCommand({ TransactItems }));
        return [];
      } catch (error) {
        if (!(error instanceof TransactionCanceledException)) throw error;
        const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code);
        if (codes.includes('TransactionConflict') || stale(codes, TransactItems)) return TRY_AGAIN;
        // Only failed conditions are answers about the data; throttling or a validation error says nothing about
        // it and must not pass for success (or for "already applied").
        if (codes.every(isConditionCode)) return codes;
        throw error;
      }
    },
    () => new StillCollidingError('A transaction kept colliding with other writes to the same items'),
  );
}
