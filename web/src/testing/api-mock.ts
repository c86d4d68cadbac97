/**
 * A tiny fetch router for page tests: the network is mocked at the fetch boundary, so the real fetcher, SWR
 * hooks and pages run. Routes are `'METHOD /path'` (no query); GET /api/user answers 401 (signed out) unless
 * given; anything else unknown answers 404 like the API. A route the API contract lacks (shared/routes.ts) is
 * refused with an error, whether a test gives it or the site asks for it: a renamed or removed route fails the
 * tests that still use it.
 */
import { matchRoute } from '@shared/routes.js';
import { vi } from 'vitest';

export interface MockRequest {
  method: string;
  url: URL;
  body: unknown;
  init: RequestInit | undefined;
}
type Handler = (request: MockRequest) => Response | unknown | Promise<Response | unknown>;

export function json(body: unknown, init: { status?: number; headers?: Record<string, string> } = {}): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status: init.status ?? 200,
    headers: { 'Content-Type': 'application/json', ...init.headers },
  });
}

const defaults: Record<string, Handler> = {
  'GET /api/user': () => json({ message: 'Please sign in to continue' }, { status: 401 }),
};

/** Stubs fetch; a route is a handler or a fixed JSON answer. Returns the requests made, in order. */
export function mockApi(routes: Record<string, Handler | object> = {}) {
  for (const key of Object.keys(routes)) refuseUnknownRoute(key);
  const requests: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, url, body, init };
    if (url.pathname.startsWith('/api/')) refuseUnknownRoute(`${method} ${url.pathname}`);
    requests.push(request);
    const route = routes[`${method} ${url.pathname}`] ?? defaults[`${method} ${url.pathname}`];
    if (route === undefined) return json({ message: 'Not found' }, { status: 404 });
    const answer = typeof route === 'function' ? await (route as Handler)(request) : route;
    return answer instanceof Response ? answer : json(answer);
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    fetch: fetchMock,
    /** The requests to one path (any query), e.g. `to('/api/jobs')`. */
    to: (pathname: string) => requests.filter((request) => request.url.pathname === pathname),
  };
}

/** Throws for `'METHOD /path'` when no route of the contract answers it. */
function refuseUnknownRoute(key: string): void {
  const [method = '', path = ''] = key.split(' ');
  if (!matchRoute(method, path)) throw new Error(`mockApi: ${key} is no route of the API contract (shared/routes.ts)`);
}
