/**
 * The wrapper of routes that read a session: `export const handler = defineHandler(contractEntry, fn)`, the entry
 * imported from shared/contract.
 * Access follows the route table: 401 signed out, 403 for another role. Public routes use public-handler.ts.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { RouteContract } from '../../shared/contract/index.js';
import type { RouteDefinition, RouteId, routes } from '../../shared/routes.js';
import { apiErrors } from '../../shared/texts.js';
import { forbidden, unauthorized } from './errors.js';
import { buildHandler, type RouteFunction } from './handler-chain.js';
import { readSession, type Session } from './session.js';

type AccessOf<Id extends RouteId> = (typeof routes)[Id]['access'];
/** Routes that read a session: every route whose access is not 'public'. */
export type SessionRouteId = { [Id in RouteId]: AccessOf<Id> extends 'public' ? never : Id }[RouteId];
/** Routes behind a sign-in get a session that is never null; 'optional' ones may get null. */
export type SessionFor<Id extends RouteId> = AccessOf<Id> extends 'optional' ? Session | null : Session;

async function authorize(route: RouteDefinition, event: APIGatewayProxyEventV2): Promise<Session | null> {
  const session = await readSession(event.cookies);
  if (route.access === 'optional') return session;
  if (!session) throw unauthorized(apiErrors.signInRequired);
  if (route.access !== 'signed-in' && route.access !== 'public' && !route.access.includes(session.user.role)) {
    throw forbidden(apiErrors.forbidden);
  }
  return session;
}

export function defineHandler<C extends RouteContract<SessionRouteId>>(
  contract: C,
  fn: RouteFunction<SessionFor<C['id']>, C>,
) {
  return buildHandler(
    contract,
    authorize as (route: RouteDefinition, event: APIGatewayProxyEventV2) => Promise<SessionFor<C['id']>>,
    fn,
  );
}
