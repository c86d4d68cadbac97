/**
 * Which stack holds each route's function and HTTP route: the `stack` of its entry in shared/routes.ts (where the
 * stacks are named and described). A route costs about 11 CloudFormation resources (function, role, policy, log
 * group, version, alias, deployment group, errors alarm, integration, route, invoke permission), and a stack may
 * hold 500: one stack cannot hold the whole API. infra/test/nag.test.ts keeps every stack under its resource ceiling.
 */
import { type RouteId, type RouteStackName, routeIds, routeStackNames, routes } from '../../shared/routes.js';

export { type RouteStackName, routeStackNames };

/** The routes of each stack, in the order of the route table. */
export const routeStacks = Object.fromEntries(
  routeStackNames.map((name) => [name, routeIds.filter((id) => routes[id].stack === name)]),
) as Record<RouteStackName, RouteId[]>;
