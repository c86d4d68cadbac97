/**
 * Counts what DynamoDB reads for the requests of this process: every Query, GetItem and BatchGetItem sent through
 * the shared document client asks for its ConsumedCapacity, and the totals add up ScannedCount (entries read before
 * any filter; a GetItem that finds its item counts 1; a BatchGetItem the items it returns) and capacity units. Also records the size of every
 * TransactWriteItems, for the write bound.
 */
import type { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';

export interface ReadTotals {
  calls: number;
  itemsRead: number;
  capacityUnits: number;
}

// The names of the low-level commands (lib-dynamodb's commands wrap these).
const READS = new Set(['QueryCommand', 'GetItemCommand', 'BatchGetItemCommand']);

export function countReads(client: DynamoDBDocumentClient) {
  let totals: ReadTotals = { calls: 0, itemsRead: 0, capacityUnits: 0 };
  const transactions: Record<string, unknown>[][] = [];
  client.middlewareStack.add(
    (next, context) => async (args) => {
      const input = args.input as Record<string, unknown>;
      const read = READS.has(context.commandName ?? '');
      if (read) input.ReturnConsumedCapacity = 'TOTAL';
      if (context.commandName === 'TransactWriteItemsCommand') {
        transactions.push(input.TransactItems as Record<string, unknown>[]);
      }
      const result = await next(args);
      if (read) {
        const output = result.output as {
          ScannedCount?: number;
          Item?: unknown;
          Responses?: Record<string, unknown[]>;
          ConsumedCapacity?: { CapacityUnits?: number } | { CapacityUnits?: number }[];
        };
        const capacity = [output.ConsumedCapacity ?? []].flat();
        totals.calls += 1;
        const batchItems = Object.values(output.Responses ?? {}).reduce((sum, items) => sum + items.length, 0);
        totals.itemsRead += output.ScannedCount ?? (output.Item ? 1 : batchItems);
        totals.capacityUnits += capacity.reduce((sum, entry) => sum + (entry.CapacityUnits ?? 0), 0);
      }
      return result;
    },
    { step: 'initialize', name: 'benchReadCounter' },
  );
  return {
    /** The totals since the last take, then zero. */
    take(): ReadTotals {
      const taken = totals;
      totals = { calls: 0, itemsRead: 0, capacityUnits: 0 };
      return taken;
    },
    /** Every TransactItems list sent since the last call, then none. */
    takeTransactions(): Record<string, unknown>[][] {
      return transactions.splice(0);
    },
  };
}

export type ReadCounter = ReturnType<typeof countReads>;
