/**
 * Failures of DynamoDB (or the network to it) that say "not now" rather than "never": throttling, timeouts and
 * transactions cancelled for throttling or a collision. They reach a handler only after the SDK's own retries gave
 * up, so the client is told to come back shortly (503 with Retry-After) instead of getting a plain 500.
 */

/** Seconds a client should wait before trying again. */
export const RETRY_AFTER_SECONDS = 2;

/** Our own: DynamoDB kept leaving part of a batch unprocessed (how it throttles a BatchWriteItem) after retries. */
export class StillThrottledError extends Error {
  override name = 'StillThrottledError';
}

/** Our own: a transaction kept colliding with other writes to the same item (a burst for one company) after retries. */
export class StillCollidingError extends Error {
  override name = 'StillCollidingError';
}

/** Error names of throttling and timeouts, as the AWS SDK raises them, and ours. */
const RETRY_LATER_NAMES = new Set([
  'StillThrottledError',
  'StillCollidingError',
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'Throttling',
  'RequestLimitExceeded',
  'RequestThrottled',
  'RequestThrottledException',
  'TooManyRequestsException',
  'LimitExceededException',
  'TimeoutError',
  'RequestTimeout',
  'RequestTimeoutException',
  'AbortError',
]);

/** Cancellation reasons of a transaction that would likely go through if tried again a little later. */
const RETRY_LATER_REASONS = new Set(['ThrottlingError', 'ProvisionedThroughputExceeded', 'TransactionConflict']);

interface SdkErrorLike {
  name?: unknown;
  $retryable?: { throttling?: boolean };
  CancellationReasons?: { Code?: string }[];
}

export function isRetryLater(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { name, $retryable, CancellationReasons } = error as SdkErrorLike;
  if (typeof name === 'string' && RETRY_LATER_NAMES.has(name)) return true;
  if ($retryable?.throttling) return true;
  if (name === 'TransactionCanceledException') {
    return (CancellationReasons ?? []).some((reason) => RETRY_LATER_REASONS.has(reason.Code ?? ''));
  }
  return false;
}
