/**
 * The wrapper of routes that read a session: `export const handler = defineHandler(contractEntry, fn)`, the entry
 * imported from shared/contract.
 * Access follows the route table: 401 signed out, 403 for another role. Public routes use public-handler.ts.
 *
 * Two-step sign-in: a session still waiting for its code (pending) counts only for the verify route and logout;
 * elsewhere it is a 401 asking for the code (an optional route sees no session). An admin reaches no route open to
 * admins (the route's access names 'admin') unless this session passed the second factor: 403 telling them to set it
 * up.
 */
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import type { RouteContract } from '../../shared/contract/index.js';
import { type RouteDefinition, type RouteId, routes } from '../../shared/routes.js';
import { apiErrors, secondFactorTexts } from '../../shared/texts.js';
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
  if (session?.record.secondFactor === 'pending' && route !== routes['verify-second-factor']) {
    if (route === routes.logout) return session;
    if (route.access === 'optional') return null;
    throw unauthorized(secondFactorTexts.pending);
  }
  if (route.access === 'optional') return session;
  if (!session) throw unauthorized(apiErrors.signInRequired);
  if (route.access !== 'signed-in' && route.access !== 'public') {
    if (!route.access.includes(session.user.role)) throw forbidden(apiErrors.forbidden);
    if (session.user.role === 'admin' && session.record.secondFactor !== 'verified') {
      throw forbidden(secondFactorTexts.required);
    }
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
