/**
 * The wrapper of public routes (access 'public' in the route table): no session is read, so their bundles carry
 * neither jose nor the users repository — get-enums carries no DynamoDB client at all.
 */
import type * as v from 'valibot';
import type { RouteId, routes } from '../../shared/routes.js';
import { buildHandler, type Output, type RequestContext, type Schemas } from './handler-chain.js';
import type { Reply } from './http.js';

export type PublicRouteId = { [Id in RouteId]: (typeof routes)[Id]['access'] extends 'public' ? Id : never }[RouteId];

export function definePublicHandler<
  Id extends PublicRouteId,
  B extends v.GenericSchema | undefined = undefined,
  Q extends v.GenericSchema | undefined = undefined,
>(id: Id, schemas: Schemas<B, Q>, fn: (request: RequestContext<null, Output<B>, Output<Q>>) => Promise<Reply>) {
  return buildHandler(id, schemas, async () => null, fn);
}
