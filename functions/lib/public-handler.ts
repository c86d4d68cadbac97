/**
 * The wrapper of public routes (access 'public' in the route table): no session is read, so their bundles carry
 * neither jose nor the users repository — get-enums carries no DynamoDB client at all.
 */
import type { RouteContract } from '../../shared/contract/index.js';
import type { RouteId, routes } from '../../shared/routes.js';
import { buildHandler, type RouteFunction } from './handler-chain.js';

export type PublicRouteId = { [Id in RouteId]: (typeof routes)[Id]['access'] extends 'public' ? Id : never }[RouteId];

/** `export const handler = definePublicHandler(contractEntry, async ({ params, query, body, event }) => ...)`. */
export function definePublicHandler<C extends RouteContract<PublicRouteId>>(contract: C, fn: RouteFunction<null, C>) {
  return buildHandler(contract, async () => null, fn);
}
