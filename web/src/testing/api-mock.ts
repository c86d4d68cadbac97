/**
 * A tiny fetch router for page tests: the network is mocked at the fetch boundary, so the real fetcher, SWR
 * hooks and pages run. Routes are `'METHOD /path'` (no query); anything unknown answers 404 like the API. Unless a
 * test gives GET /api/user, it answers as the API's session does: 401 (signed out) until a sign-in route (register,
 * login, the second factor) answers a user, then that user with the signed-in marker set, until logout. A route the
 * API contract lacks (shared/routes.ts) is refused with an error, whether a test gives it or the site asks for it: a
 * renamed or removed route fails the tests that still use it.
 */
import { matchRoute } from '@shared/routes.js';
import { vi } from 'vitest';
import { setSignedInMarker } from '@/api/signed-in-marker.js';

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

const signInRoutes = new Set(['POST /api/register', 'POST /api/login', 'POST /api/login/second-factor']);
const signOutRoutes = new Set(['POST /api/logout', 'POST /api/logout/all']);

/** Stubs fetch; a route is a handler or a fixed JSON answer. Returns the requests made, in order. */
export function mockApi(routes: Record<string, Handler | object> = {}) {
  for (const key of Object.keys(routes)) refuseUnknownRoute(key);
  const requests: MockRequest[] = [];
  // The user the fake session holds: a sign-in's answer, as the API's cookie would.
  let signedIn: unknown;
  const defaults: Record<string, Handler> = {
    'GET /api/user': () =>
      signedIn === undefined ? json({ message: 'Please sign in to continue' }, { status: 401 }) : json(signedIn),
  };
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const method = init?.method ?? 'GET';
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request = { method, url, body, init };
    if (url.pathname.startsWith('/api/')) refuseUnknownRoute(`${method} ${url.pathname}`);
    requests.push(request);
    const key = `${method} ${url.pathname}`;
    const route = routes[key] ?? defaults[key];
    if (route === undefined) return json({ message: 'Not found' }, { status: 404 });
    const answer = typeof route === 'function' ? await (route as Handler)(request) : route;
    const response = answer instanceof Response ? answer : json(answer);
    if (signOutRoutes.has(key)) signedIn = undefined;
    if (signInRoutes.has(key) && response.ok) {
      const user: unknown = await response
        .clone()
        .json()
        .catch(() => undefined);
      if (typeof user === 'object' && user !== null && 'role' in user) {
        signedIn = user;
        setSignedInMarker();
      }
    }
    return response;
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
