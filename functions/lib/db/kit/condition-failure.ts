/**
 * A single write (Put, Update, Delete) whose ConditionExpression did not hold: an answer about the data (already
 * used, gone meanwhile, changed since read), not a fault. Transactions report theirs as cancellation codes instead
 * (transact.ts).
 */
export const isConditionFailure = (error: unknown): boolean =>
  error instanceof Error && error.name === 'ConditionalCheckFailedException';
