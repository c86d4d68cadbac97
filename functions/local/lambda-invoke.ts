/**
 * The Lambda Invoke API on this machine, as DynamoDB Local is DynamoDB: the handlers send the same signed Invoke
 * request as deployed (functions/lib/mail/invoke-async.ts) to this endpoint (LAMBDA_ENDPOINT), so the local stack and
 * the tests run the very code path that is deployed. Its tests call it with @aws-sdk/client-lambda, so it answers
 * as Lambda's own API does.
 *
 * `POST /2015-03-31/functions/{name}/invocations`:
 * - `X-Amz-Invocation-Type: Event` answers 202 at once and runs the function afterwards, like Lambda's asynchronous
 *   invocation: a failed run is retried after each of `retryDelaysMs` (two retries, as Lambda does), and a run that
 *   still fails is logged as a dead letter (deployed, it goes to the function's dead-letter queue);
 * - `RequestResponse` (the default) runs it and answers its result, or `X-Amz-Function-Error: Unhandled`;
 * - an unknown function answers 404 ResourceNotFoundException.
 * It listens on a loopback port of its own, never on a public interface.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type LocalFunction = (event: unknown) => Promise<unknown>;

/** Function name → its handler, loaded on first use (the same file infra bundles). */
export type LocalFunctions = Record<string, () => Promise<LocalFunction>>;

/** The functions the local stack runs behind its Invoke endpoint; the names are what RESET_AND_CONTACT_MAIL_FUNCTION etc. hold. */
export const localFunctions: LocalFunctions = {
  'send-reset-and-contact-mail': async () => (await import('../workers/send-reset-and-contact-mail.js')).handler,
  'send-application-mail': async () => (await import('../workers/send-application-mail.js')).handler,
  'read-cv': async () => (await import('../workers/read-cv.js')).handler,
};

export interface InvokeEndpointOptions {
  functions?: LocalFunctions;
  /** Wait before each retry of a failed asynchronous run; its length is the number of retries. */
  retryDelaysMs?: number[];
  log?: (line: string) => void;
}

export interface DeadLetter {
  functionName: string;
  payload: unknown;
  error: string;
}

export interface RunningInvokeEndpoint {
  endpoint: string;
  /** Every asynchronous invocation accepted, in order. */
  accepted: { functionName: string; payload: unknown }[];
  /** Asynchronous runs that failed every attempt, oldest first. */
  deadLetters: DeadLetter[];
  /** Resolves once every asynchronous run accepted so far has finished (retries included). */
  settled(): Promise<void>;
  close(): Promise<void>;
}

/** Lambda's limit for an asynchronous invocation's payload. */
const MAX_EVENT_BYTES = 256 * 1024;
const PATH = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The body, or undefined once it passes `limit` bytes (the rest is not kept). */
function readBody(req: IncomingMessage, limit: number): Promise<Buffer | undefined> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size <= limit) chunks.push(chunk);
    });
    req.on('end', () => resolve(size <= limit ? Buffer.concat(chunks) : undefined));
    req.on('error', reject);
  });
}

function answerError(res: ServerResponse, status: number, type: string, message: string) {
  res.writeHead(status, { 'content-type': 'application/json', 'x-amzn-errortype': type });
  res.end(JSON.stringify({ Type: 'User', message }));
}

/** `my-fn`, or the last part of an ARN (`arn:aws:lambda:region:account:function:my-fn[:qualifier]`). */
function functionNameOf(raw: string): string {
  const name = decodeURIComponent(raw);
  const parts = name.split(':');
  return parts.length >= 7 ? (parts[6] as string) : name;
}

export async function startInvokeEndpoint(options: InvokeEndpointOptions = {}): Promise<RunningInvokeEndpoint> {
  const functions = options.functions ?? localFunctions;
  const retryDelaysMs = options.retryDelaysMs ?? [1000, 2000];
  const log = options.log ?? ((line: string) => console.error(line));
  const deadLetters: DeadLetter[] = [];
  const accepted: RunningInvokeEndpoint['accepted'] = [];
  const running = new Set<Promise<void>>();

  async function runWithRetries(functionName: string, load: () => Promise<LocalFunction>, payload: unknown) {
    for (let attempt = 0; ; attempt++) {
      try {
        await (await load())(payload);
        return;
      } catch (error) {
        const delay = retryDelaysMs[attempt];
        if (delay === undefined) {
          const message = error instanceof Error ? error.message : String(error);
          deadLetters.push({ functionName, payload, error: message });
          log(`[lambda] ${functionName} failed ${attempt + 1} times, dead letter: ${message}`);
          return;
        }
        await sleep(delay);
      }
    }
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    const match = PATH.exec(new URL(req.url ?? '/', 'http://localhost').pathname);
    if (req.method !== 'POST' || !match) return answerError(res, 404, 'UnknownOperationException', 'Not found');
    const functionName = functionNameOf(match[1] as string);
    const load = functions[functionName];
    if (!load) return answerError(res, 404, 'ResourceNotFoundException', `Function not found: ${functionName}`);
    const body = await readBody(req, MAX_EVENT_BYTES);
    if (!body) {
      return answerError(res, 413, 'RequestTooLargeException', 'Request must be smaller than 262144 bytes');
    }
    let payload: unknown;
    try {
      payload = body.length ? JSON.parse(body.toString('utf8')) : {};
    } catch {
      return answerError(res, 400, 'InvalidRequestContentException', 'Could not parse request body into json');
    }
    const type = req.headers['x-amz-invocation-type'] ?? 'RequestResponse';
    if (type === 'DryRun') return res.writeHead(204).end();
    if (type === 'Event') {
      res.writeHead(202).end();
      accepted.push({ functionName, payload });
      const run = runWithRetries(functionName, load, payload).finally(() => running.delete(run));
      running.add(run);
      return;
    }
    try {
      const result = await (await load())(payload);
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(result ?? null));
    } catch (error) {
      const errorMessage = error instanceof Error ? error.message : String(error);
      res.writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' });
      res.end(JSON.stringify({ errorType: 'Error', errorMessage }));
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      if (!res.headersSent) answerError(res, 500, 'ServiceException', String(error));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  const settled = async () => {
    while (running.size) await Promise.all(running);
  };
  return {
    endpoint: `http://127.0.0.1:${port}`,
    accepted,
    deadLetters,
    settled,
    close: async () => {
      const closed = new Promise((resolve) => server.close(resolve));
      server.closeAllConnections();
      await closed;
      await settled();
    },
  };
}
