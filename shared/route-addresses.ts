/**
 * What the browser needs of the route table: each route's method and path. Every fact of a route stays in its one
 * entry of shared/routes.ts; the others (who may call it, what its Lambda may touch, its stack and size) are the
 * server's and the infra's, and the browser never reads them.
 *
 * The site's build puts this module's value in its place, written out (web/build/route-addresses.ts), so the
 * browser's bundle carries the addresses without the table. That step writes out `routeAddresses` alone and fails
 * the build if this module exports anything else: it is data, nothing more.
 */
import { type RouteId, routeIds, routes } from './routes.js';

/** A route's method and path (API Gateway path syntax: `{name}` is a path parameter). */
export type RouteAddress<Id extends RouteId = RouteId> = Pick<(typeof routes)[Id], 'method' | 'path'>;

/** Every route's address by id. */
export const routeAddresses = Object.fromEntries(
  routeIds.map((id) => [id, { method: routes[id].method, path: routes[id].path }]),
) as { readonly [Id in RouteId]: RouteAddress<Id> };
