/**
 * Writes DynamoDB may answer "not now" to, and the one policy for trying them again.
 *
 * The policy (`retrying`): at most MAX_TRIES tries; before each new try a pause drawn at random between 0 and a cap
 * that doubles from 100 ms up to 800 ms ("full jitter": writers that collided spread out instead of colliding again
 * in step), about 5.5 s of waiting at worst. Then the write fails with an error the handler answers as 503 with
 * Retry-After (retry-later.ts), never as a verdict on the data.
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { StillCollidingError } from '../retry-later.js';
import { db } from './client.js';

export type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;
/** A transaction's cancellation reason codes, one per item ([] when it went through). */
export type CancellationCodes = (string | undefined)[];

const MAX_TRIES = 10;
const FIRST_CAP_MS = 100;
const LAST_CAP_MS = 800;

/** What a try answers when it should be tried again. */
export const TRY_AGAIN = Symbol('try again');

/** Runs `tryOnce` until it answers something other than TRY_AGAIN, pausing between tries; then throws `giveUp()`. */
export async function retrying<T>(tryOnce: () => Promise<T | typeof TRY_AGAIN>, giveUp: () => Error): Promise<T> {
  for (let tries = 1; tries <= MAX_TRIES; tries++) {
    if (tries > 1) {
      const cap = Math.min(FIRST_CAP_MS * 2 ** (tries - 2), LAST_CAP_MS);
      await new Promise((resolve) => setTimeout(resolve, Math.random() * cap));
    }
    const outcome = await tryOnce();
    if (outcome !== TRY_AGAIN) return outcome;
  }
  throw giveUp();
}

const isConditionCode = (code: string | undefined) =>
  code === 'ConditionalCheckFailed' || code === 'None' || code === undefined;

/**
 * Runs a transaction and answers the cancellation reason codes ([] on success) when only conditions failed: those
 * are answers about the data (already applied, job closed, list full). Transactions touching the same item at the
 * same moment (20 seekers applying to one job check the same job item) are cancelled with TransactionConflict
 * rather than queued: those are tried again, by the policy above.
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
