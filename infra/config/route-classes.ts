/**
 * Every route of the table falls in one class, derived from its entry (no field to forget): the class decides its
 * API Gateway throttle, its WAF rate rule and its reserved concurrency.
 * - `auth`: every public write (register, login, forgot and reset password, email confirmation, the contact form,
 *   the job alert and match-email links): what a credential-stuffing, sign-up or spam flood hits, so the strictest
 *   limits;
 * - `write`: every other state-changing route (signed in);
 * - `read`: GETs, mostly answered from the edge cache.
 */
import { type RouteDefinition, type RouteId, routes } from '../../shared/routes.js';

export const routeClasses = ['read', 'write', 'auth'] as const;
export type RouteClass = (typeof routeClasses)[number];

export function routeClassOf(id: RouteId): RouteClass {
  const route: RouteDefinition = routes[id];
  if (route.method === 'GET') return 'read';
  return route.access === 'public' ? 'auth' : 'write';
}
