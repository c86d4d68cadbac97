/** Calls a route's real handler with a built API Gateway v2 event, as the local server and Lambda do. */

import type { RouteId } from '../../shared/routes.js';
import { routes } from '../../shared/routes.js';
import type { UserRecord } from '../lib/db/accounts/users.js';
import { sessionCookie } from '../lib/session.js';
import { buildEvent, lambdaContext } from '../local/api-event.js';
import { loadHandler } from '../local/handlers.js';

export interface InvokeOptions {
  params?: Record<string, string>;
  query?: Record<string, string> | string;
  body?: unknown;
  /** Raw body text, to send malformed JSON. */
  rawBody?: string;
  headers?: Record<string, string>;
  cookie?: string;
  sourceIp?: string;
}

export interface InvokeResult<T = unknown> {
  status: number;
  body: T;
  headers: Record<string, string>;
  cookies: string[];
}

export async function invoke<T = any>(id: RouteId, options: InvokeOptions = {}): Promise<InvokeResult<T>> {
  const handler = await loadHandler(id);
  if (!handler) throw new Error(`No handler file for route ${id}`);
  const route = routes[id];
  const path = route.path.replace(/\{(\w+)\}/g, (_, name: string) => options.params?.[name] ?? '');
  const rawQueryString =
    typeof options.query === 'string' ? options.query : new URLSearchParams(options.query ?? {}).toString();
  const hasBody = options.rawBody !== undefined || options.body !== undefined;
  const event = buildEvent({
    routeId: id,
    method: route.method,
    path,
    rawQueryString,
    pathParameters: options.params ?? {},
    headers: {
      host: 'localhost:3000',
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...(options.cookie ? { cookie: options.cookie } : {}),
      ...options.headers,
    },
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
    sourceIp: options.sourceIp,
  });
  const result = await handler(event, lambdaContext(id));
  const text = result.body ?? '';
  return {
    status: result.statusCode ?? 200,
    body: (text ? JSON.parse(text) : undefined) as T,
    headers: Object.fromEntries(Object.entries(result.headers ?? {}).map(([k, v]) => [k.toLowerCase(), String(v)])),
    cookies: result.cookies ?? [],
  };
}

/** The Cookie header of a signed-in user (a real signed session, checked against the stored user). */
export async function cookieFor(
  user: Pick<UserRecord, 'id' | 'role' | 'sessionVersion'>,
  secondFactor?: 'pending' | 'verified',
): Promise<string> {
  return (await sessionCookie(user, { userAgent: 'vitest', address: '127.0.0.1' }, secondFactor)).split(
    ';',
  )[0] as string;
}
