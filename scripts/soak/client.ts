/** One timed JSON request to the soaked server, its session cookie kept; a network failure is an answer too. */

export interface Answer<T = any> {
  status: number;
  body: T;
  /** The `name=value` of the session cookie it set, if any. */
  cookie?: string;
  ms: number;
}

/** No request may hang the run: each gives up after this long (and counts as an error). */
const REQUEST_TIMEOUT_MS = 30_000;

export async function request<T = any>(
  url: string,
  path: string,
  options: { method?: string; body?: unknown; cookie?: string } = {},
): Promise<Answer<T>> {
  const started = performance.now();
  try {
    const response = await fetch(`${url}${path}`, {
      method: options.method ?? 'GET',
      headers: {
        accept: 'application/json',
        'accept-encoding': 'gzip, deflate, br',
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(options.cookie ? { cookie: options.cookie } : {}),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    });
    const text = await response.text();
    const cookie = response.headers
      .getSetCookie()
      .map((line) => line.split(';')[0] as string)
      .find((pair) => !pair.endsWith('='));
    return {
      status: response.status,
      body: text ? JSON.parse(text) : undefined,
      cookie,
      ms: performance.now() - started,
    };
  } catch (error) {
    return { status: 0, body: { message: (error as Error).message } as T, ms: performance.now() - started };
  }
}
