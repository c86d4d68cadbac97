/**
 * One AWS API call: a request signed with SigV4 (@smithy/signature-v4, the signer inside the SDK clients) and sent
 * over Node's http/https. The routes call S3 and Lambda this way instead of through @aws-sdk/client-s3 and
 * @aws-sdk/client-lambda: each client added 70 to 100 KiB to a Lambda bundle, plus the shared SDK core it drags
 * in, for the handful of plain REST calls the routes make (files/s3-objects.ts, mail/invoke-async.ts).
 *
 * Not global fetch: it loads undici, about 30 ms of a cold start (bundle-shims/node-http.ts). node:http is aliased
 * to that shim in the bundles; node:https loads nothing more. Both global agents keep connections alive (Node 19+),
 * so a warm function reuses its connection to S3 as the SDK's handler did.
 *
 * A failed try is tried again, by the one retry policy (../retrying.ts: bounded, jittered), when it says "not now"
 * without saying anything about the request: the connection failed or fell silent (no byte for `silenceMs`), or the
 * service answered 500, 502, 503 or 504 (S3's InternalError and SlowDown). Without the silence limit a connection
 * that hangs would hold the function until its own timeout, and no second try would be made. A 429 is not tried again here: the caller answers it (a route says "try again
 * in a minute").
 */
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { SignatureV4 } from '@smithy/signature-v4';
import { retrying, TRY_AGAIN } from '../retrying.js';
import { Sha256 } from './sha256.js';

export interface AwsCredentials {
  accessKeyId: string;
  secretAccessKey: string;
  sessionToken?: string;
}

export interface AwsRequest {
  /** The signing name: `s3`, `lambda`. */
  service: string;
  region: string;
  credentials: AwsCredentials | (() => Promise<AwsCredentials>);
  method: 'GET' | 'HEAD' | 'PUT' | 'POST' | 'DELETE';
  /** Its path already URI-encoded, segment by segment. */
  url: URL;
  headers?: Record<string, string>;
  body?: Uint8Array | string;
  /** How long a try may hear nothing (connecting, or waiting for a byte) before it is abandoned; default 3 s. */
  silenceMs?: number;
}

/**
 * S3 and Lambda answer these small calls in tens of milliseconds; three seconds of silence leaves a 10-second
 * function time for two more tries.
 */
const DEFAULT_SILENCE_MS = 3_000;

export interface AwsResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** An error answer, named by the service's own code (`NoSuchKey`, `AccessDenied`, `TooManyRequestsException`). */
export class AwsError extends Error {
  constructor(
    name: string,
    message: string,
    readonly status: number,
  ) {
    super(message);
    this.name = name;
  }
}

export const resolveCredentials = async (credentials: AwsRequest['credentials']): Promise<AwsCredentials> =>
  typeof credentials === 'function' ? credentials() : credentials;

const RETRIED_STATUS = new Set([500, 502, 503, 504]);

/** The signer of a service. S3 signs the path as sent; every other service escapes it once more (SigV4's rule). */
export function signerFor(service: string, region: string, credentials: AwsRequest['credentials']): SignatureV4 {
  return new SignatureV4({ service, region, credentials, sha256: Sha256, uriEscapePath: service !== 's3' });
}

export async function signRequest(request: AwsRequest, signingDate?: Date) {
  const { url, method, body } = request;
  const query = Object.fromEntries(url.searchParams);
  const headers: Record<string, string> = { host: url.host, ...request.headers };
  if (body !== undefined) headers['content-length'] = String(Buffer.byteLength(body));
  return signerFor(request.service, request.region, request.credentials).sign(
    {
      method,
      protocol: url.protocol,
      hostname: url.hostname,
      ...(url.port ? { port: Number(url.port) } : {}),
      path: url.pathname,
      query,
      headers,
      body,
    },
    signingDate ? { signingDate } : {},
  );
}

/** The code and message of an error answer: S3 answers XML, Lambda JSON; a HEAD answers no body at all. */
function errorOf(response: AwsResponse): AwsError {
  const text = response.body.toString('utf8');
  const xml = (tag: string) => text.match(new RegExp(`<${tag}>([^<]*)</${tag}>`))?.[1];
  let json: { message?: string; Message?: string; __type?: string } = {};
  if (text.startsWith('{')) {
    try {
      json = JSON.parse(text);
    } catch {}
  }
  const typeHeader = response.headers['x-amzn-errortype'];
  const code =
    xml('Code') ??
    (typeof typeHeader === 'string' ? typeHeader.split(':')[0] : undefined) ??
    json.__type?.split('#').at(-1) ??
    (response.status === 404 ? 'NotFound' : `Http${response.status}`);
  const message = xml('Message') ?? json.message ?? json.Message ?? `${code} (HTTP ${response.status})`;
  return new AwsError(code, message, response.status);
}

/** A try that heard nothing for too long. */
class SilentConnection extends Error {
  override name = 'SilentConnection';
}

function sendOnce(request: AwsRequest, headers: Record<string, string>) {
  const { url, method, body } = request;
  const silenceMs = request.silenceMs ?? DEFAULT_SILENCE_MS;
  return new Promise<AwsResponse>((resolve, reject) => {
    const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
    const outgoing = send(url, { method, headers, timeout: silenceMs }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
      );
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    // 'timeout' only reports the silence: the request must be destroyed, which rejects through 'error'.
    outgoing.on('timeout', () =>
      outgoing.destroy(new SilentConnection(`${url.host} said nothing for ${silenceMs} ms`)),
    );
    outgoing.end(body);
  });
}

/** Sends a signed request; answers a 2xx (or a 304), throws an AwsError for any other answer. */
export async function sendSigned(request: AwsRequest): Promise<AwsResponse> {
  let lastFailure: unknown;
  const response = await retrying(
    async () => {
      // Signed afresh for each try: the signature carries the time it was made.
      const signed = await signRequest(request);
      try {
        const answer = await sendOnce(request, signed.headers);
        if (!RETRIED_STATUS.has(answer.status)) return answer;
        lastFailure = errorOf(answer);
      } catch (error) {
        lastFailure = error;
      }
      return TRY_AGAIN;
    },
    () => lastFailure as Error,
  );
  if (response.status >= 300 && response.status !== 304) throw errorOf(response);
  return response;
}
