/**
 * Transactions whose failed conditions are answers about the data (already applied, job closed, list full).
 */
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { TransactWriteCommand, type TransactWriteCommandInput } from '@aws-sdk/lib-dynamodb';
import { db } from './client.js';

export type TransactItems = NonNullable<TransactWriteCommandInput['TransactItems']>;

/**
 * Runs a transaction and answers the cancellation reason codes ([] on success). Transactions touching the same
 * item at the same moment (20 seekers applying to one job check the same job item) are cancelled with
 * TransactionConflict rather than queued: those are retried, after a short random pause.
 */
export async function transact(TransactItems: TransactItems): Promise<(string | undefined)[]> {
  for (let attempt = 1; ; attempt++) {
    try {
      await db().send(new TransactWriteCommand({ TransactItems }));
      return [];
    } catch (error) {
      if (!(error instanceof TransactionCanceledException)) throw error;
      const codes = (error.CancellationReasons ?? []).map((reason) => reason.Code);
      // Only failed conditions are answers about the data; throttling or a validation error says nothing about
      // it and must not pass for success (or for "already applied").
      if (codes.every((code) => code === 'ConditionalCheckFailed' || code === 'None' || code === undefined)) {
        return codes;
      }
      if (!codes.includes('TransactionConflict')) throw error;
      if (attempt >= 8) throw error;
      await new Promise((resolve) => setTimeout(resolve, 10 * attempt + Math.random() * 40));
    }
  }
}
