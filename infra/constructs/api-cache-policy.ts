/**
 * Caching of /api/* at the edge, decided by the handlers: CloudFront keeps an answer exactly as long as its
 * Cache-Control allows. Public GETs say `public, max-age=N, s-maxage=N` (N = the route's cacheSeconds); everything
 * else, including every answer that depends on the session, says `no-store`, and with a minimum TTL of 0
 * CloudFront honours that. An answer without Cache-Control (API Gateway's own 404 or 500) gets the default TTL, 0.
 *
 * The cache key is the path plus the query string (filters, cursor) and nothing else; a viewer-request function
 * (api-query.ts) first keeps only the parameters the route reads, sorted, so junk parameters cannot split it. Cookies stay out of
 * it on purpose: only routes that never read the session may be cached (a test holds the route table to that),
 * so one cached answer fits every visitor; the origin request policy still forwards cookies to the API.
 * CloudFront caches only GET and HEAD, so writes always reach the API.
 */
import { Duration } from 'aws-cdk-lib';
import {
  CacheCookieBehavior,
  CacheHeaderBehavior,
  CachePolicy,
  CacheQueryStringBehavior,
} from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import { type RouteDefinition, routeIds, routes } from '../../shared/routes.js';

/** The longest any route asks for; CloudFront never keeps an answer longer than this. */
export const longestCacheSeconds = Math.max(0, ...routeIds.map((id) => (routes[id] as RouteDefinition).cacheSeconds));

export function apiCachePolicy(scope: Construct, id: string): CachePolicy {
  return new CachePolicy(scope, id, {
    comment: "API answers: the origin's Cache-Control decides; keyed by path and query string",
    minTtl: Duration.seconds(0),
    defaultTtl: Duration.seconds(0),
    maxTtl: Duration.seconds(longestCacheSeconds),
    queryStringBehavior: CacheQueryStringBehavior.all(),
    cookieBehavior: CacheCookieBehavior.none(),
    headerBehavior: CacheHeaderBehavior.none(),
    enableAcceptEncodingGzip: true,
    enableAcceptEncodingBrotli: true,
  });
}
