/** What a handler returns, and how it becomes an API Gateway v2 result. Bodies are always JSON. */
import type { APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { RouteDefinition } from '../../shared/routes.js';
import { withSignedInMarker } from './signed-in-marker.js';

export interface Reply<Body = unknown> {
  statusCode?: number;
  body?: Body;
  headers?: Record<string, string>;
  cookies?: string[];
}

export const ok = <Body>(body: Body, extra: Omit<Reply, 'body'> = {}): Reply<Body> => ({
  ...extra,
  statusCode: 200,
  body,
});
export const created = <Body>(body: Body, extra: Omit<Reply, 'body'> = {}): Reply<Body> => ({
  ...extra,
  statusCode: 201,
  body,
});

/** Public GETs may be reused by CloudFront and browsers for the route's cacheSeconds; nothing else is cached. */
export function cacheControl(route: RouteDefinition, statusCode: number): string {
  if (route.cacheSeconds > 0 && statusCode === 200) {
    return `public, max-age=${route.cacheSeconds}, s-maxage=${route.cacheSeconds}, stale-while-revalidate=${route.cacheSeconds}`;
  }
  return 'no-store';
}

export function toResult(route: RouteDefinition, reply: Reply): APIGatewayProxyStructuredResultV2 {
  const statusCode = reply.statusCode ?? 200;
  return {
    statusCode,
    headers: {
      'Content-Type': 'application/json; charset=utf-8',
      'Cache-Control': cacheControl(route, statusCode),
      ...reply.headers,
    },
    cookies: withSignedInMarker(reply.cookies ?? []),
    body: reply.body === undefined ? '' : JSON.stringify(reply.body),
  };
}
