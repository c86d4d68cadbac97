/**
 * DynamoDB faults, injected into the real client (a middleware on its stack, so every call before the chosen one
 * reaches DynamoDB Local and really happens). The fault is raised where the SDK's own retries have already given
 * up: what a handler sees after a throttling storm, a timeout or a service error.
 */
import {
  DynamoDBServiceException,
  InternalServerError,
  ProvisionedThroughputExceededException,
  RequestLimitExceeded,
  TransactionCanceledException,
} from '@aws-sdk/client-dynamodb';
import { db } from '../../lib/db/kit/client.js';

export const faultKinds = [
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'TimeoutError',
  'AbortError',
  'TransactionCanceled (ThrottlingError)',
  'InternalServerError',
  'TransactionCanceled (ValidationError)',
  'BatchWrite left unprocessed',
] as const;
export type FaultKind = (typeof faultKinds)[number];

/** Kinds a client should simply retry later: they must answer 503 with Retry-After. */
export const retryLaterKinds: ReadonlySet<FaultKind> = new Set<FaultKind>([
  'ProvisionedThroughputExceededException',
  'ThrottlingException',
  'RequestLimitExceeded',
  'TimeoutError',
  'AbortError',
  'TransactionCanceled (ThrottlingError)',
  // A batch DynamoDB keeps leaving unprocessed is throttling seen item by item.
  'BatchWrite left unprocessed',
]);

const metadata = { httpStatusCode: 400, requestId: 'injected', attempts: 3, totalRetryDelay: 300 };

interface CommandInput {
  TransactItems?: unknown[];
  RequestItems?: Record<string, unknown[]>;
}

function cancelled(input: CommandInput, code: string) {
  return new TransactionCanceledException({
    message: `Transaction cancelled, please refer cancellation reasons for specific reasons [${code}]`,
    $metadata: metadata,
    CancellationReasons: (input.TransactItems ?? []).map((_, i) => ({ Code: i === 0 ? code : 'None' })),
  });
}

function withName(name: string, message: string): Error {
  const error = new Error(message);
  error.name = name;
  return error;
}

/** Whether this kind applies to the command (a transaction fault to a transaction, a batch fault to a batch). */
function appliesTo(kind: FaultKind, input: CommandInput): boolean {
  if (kind.startsWith('TransactionCanceled')) return input.TransactItems !== undefined;
  if (kind === 'BatchWrite left unprocessed') return input.RequestItems !== undefined;
  return true;
}

/** The error DynamoDB (or the SDK's HTTP layer) would raise; undefined for the unprocessed-batch answer. */
function errorFor(kind: FaultKind, input: CommandInput): Error | undefined {
  switch (kind) {
    case 'ProvisionedThroughputExceededException':
      return new ProvisionedThroughputExceededException({
        message: 'The level of configured provisioned throughput for the table was exceeded.',
        $metadata: metadata,
      });
    case 'ThrottlingException':
      return new DynamoDBServiceException({
        name: 'ThrottlingException',
        message: 'Rate of requests exceeds the allowed throughput.',
        $fault: 'client',
        $metadata: metadata,
      });
    case 'RequestLimitExceeded':
      return new RequestLimitExceeded({ message: 'Throughput exceeds the account limit.', $metadata: metadata });
    case 'TimeoutError':
      return withName('TimeoutError', 'Connection timed out after 1000 ms');
    case 'AbortError':
      return withName('AbortError', 'The operation was aborted');
    case 'TransactionCanceled (ThrottlingError)':
      return cancelled(input, 'ThrottlingError');
    case 'InternalServerError':
      return new InternalServerError({
        message: 'Internal server error',
        $metadata: { ...metadata, httpStatusCode: 500 },
      });
    case 'TransactionCanceled (ValidationError)':
      return cancelled(input, 'ValidationError');
    case 'BatchWrite left unprocessed':
      return undefined;
  }
}

export interface Fault {
  kind: FaultKind;
  /** 1-based: the first DynamoDB call the fault hits. */
  fromCall: number;
  /** Every call from `fromCall` on fails (an outage); otherwise only that one call (a blip). */
  persistent: boolean;
}

export interface Injection {
  /** Calls the fault actually hit. */
  readonly hits: number;
  /** DynamoDB calls seen while injected. */
  readonly calls: number;
  remove(): void;
}

let serial = 0;

/** Arms a fault on the shared client until `remove()`. With no fault, it only counts the calls. */
export function injectFault(fault: Fault | undefined): Injection {
  serial += 1;
  const name = `injectedFault${serial}`;
  const state = { hits: 0, calls: 0 };
  db().middlewareStack.add(
    (next) => async (args) => {
      state.calls += 1;
      const input = args.input as CommandInput;
      const due = fault && (fault.persistent ? state.calls >= fault.fromCall : state.calls === fault.fromCall);
      if (!fault || !due || !appliesTo(fault.kind, input)) return next(args);
      state.hits += 1;
      const error = errorFor(fault.kind, input);
      if (error) throw error;
      // DynamoDB's answer to a throttled batch: nothing written, everything handed back.
      return { output: { UnprocessedItems: input.RequestItems, $metadata: {} }, response: {} } as never;
    },
    { step: 'initialize', name },
  );
  return {
    get hits() {
      return state.hits;
    },
    get calls() {
      return state.calls;
    },
    remove: () => db().middlewareStack.remove(name),
  };
}
