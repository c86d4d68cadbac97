/**
 * The one way the site talks to the API: cookies always included, JSON payloads with a JSON
 * content type, and any non-OK answer raised as an error whose message is `${status}: ${body or statusText}`.
 */
import { routeAddresses } from '@shared/route-addresses.js';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The answer body as text ('' when empty). */
    readonly body: string,
    /** Seconds the server asked to wait before trying again (a 429's or 503's Retry-After), when it said. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
    this.name = 'ApiError';
  }

  /** The API's `{"message"}` when the body is that JSON, for screens that show the server's words. */
  get serverMessage(): string | undefined {
    try {
      const parsed: unknown = JSON.parse(this.body);
      const message = (parsed as { message?: unknown } | null)?.message;
      return typeof message === 'string' ? message : undefined;
    } catch {
      return undefined;
    }
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Sent as JSON with `Content-Type: application/json`. */
  json?: unknown;
  signal?: AbortSignal;
}

/**
 * How long a read may take before it is given up with a TimeoutError, so a stalled network ends in words and a
 * Retry instead of a skeleton forever. Writes are not timed out: one given up could still land on the server.
 */
export const readTimeoutMs = 20_000;

/** Retry-After in seconds: a number of seconds or an HTTP date (RFC 9110); undefined when absent or unreadable. */
function retryAfterSeconds(header: string | null): number | undefined {
  if (!header) return undefined;
  const seconds = /^\d+$/.test(header.trim()) ? Number(header) : (Date.parse(header) - Date.now()) / 1000;
  return Number.isFinite(seconds) ? Math.max(1, Math.ceil(seconds)) : undefined;
}

/**
 * Told when the API answers 401 to anything but a sign-in: the session the page believed in has ended (expired,
 * signed out elsewhere). <SessionWatch> listens and, if a user was signed in, forgets them and says so.
 */
const sessionEvents = new EventTarget();
export function onSessionEnded(listener: () => void): () => void {
  sessionEvents.addEventListener('ended', listener);
  return () => sessionEvents.removeEventListener('ended', listener);
}

/** Sends a request and returns the OK response; throws ApiError otherwise. */
export async function request(url: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  const method = options.method ?? 'GET';
  const response = await fetch(url, {
    method,
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
    credentials: 'include',
    signal: options.signal ?? (method === 'GET' ? AbortSignal.timeout(readTimeoutMs) : undefined),
  });
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    // A sign-in's 401 is a refusal of the password, not an ended session.
    if (response.status === 401 && url !== routeAddresses.login.path) sessionEvents.dispatchEvent(new Event('ended'));
    throw new ApiError(
      response.status,
      `${response.status}: ${body || response.statusText}`,
      body,
      retryAfterSeconds(response.headers.get('Retry-After')),
    );
  }
  return response;
}

/** SWR's fetcher: GET the URL and read the answer as JSON. */
export async function fetcher<T>(url: string): Promise<T> {
  const response = await request(url);
  return (await response.json()) as T;
}

/** For writes: sends the payload and returns the JSON answer, or undefined for an empty one. */
export async function send<T = unknown>(
  method: NonNullable<RequestOptions['method']>,
  url: string,
  json?: unknown,
): Promise<T | undefined> {
  const response = await request(url, { method, json });
  const text = await response.text();
  return text ? (JSON.parse(text) as T) : undefined;
}
