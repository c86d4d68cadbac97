/**
 * The one way the site talks to the API (spec §7, §8): cookies always included, JSON payloads with a JSON
 * content type, and any non-OK answer raised as an error whose message is `${status}: ${body or statusText}`.
 */

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** The answer body as text ('' when empty). */
    readonly body: string,
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

/** Sends a request and returns the OK response; throws ApiError otherwise. */
export async function request(url: string, options: RequestOptions = {}): Promise<Response> {
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (options.json !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(url, {
    method: options.method ?? 'GET',
    headers,
    body: options.json === undefined ? undefined : JSON.stringify(options.json),
    credentials: 'include',
    signal: options.signal,
  });
  if (!response.ok) {
    const body = await response.text().catch(() => '');
    throw new ApiError(response.status, `${response.status}: ${body || response.statusText}`, body);
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
