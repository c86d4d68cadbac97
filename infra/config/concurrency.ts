/**
 * Reserved concurrency, worked out over the route table so a new route inherits its class's reservation and the
 * account keeps its headroom whatever the table holds.
 *
 * An account's Lambda concurrency quota (1,000 once raised from a new account's 10, docs/deploy.md) is shared by
 * every function; Lambda keeps 100 of it unreserved, so 900 can be reserved at all. We reserve at most four fifths
 * of that (720): the rest stays for the functions that reserve nothing (the alert mailers, the sitemap writer, the
 * job expiry, the suppression worker, CDK's deploy-time helpers), for the next routes, and for a deploy's canary,
 * whose old and new versions draw on the same reservation.
 *
 * Each route reserves what its class wants (a stage's `reservedConcurrency`): a flood on one route then takes only
 * that route's share, and its bill has a ceiling. The page function and the search indexer have their own: a
 * traffic spike on the rendered pages cannot starve the API, and a burst of job edits cannot starve the pages.
 * When the classes' wants no longer fit under the ceiling (a table that grew), every class is scaled down by the
 * same factor, never below 2: the synth keeps the headroom instead of failing a deploy, and
 * `npm run infra:report` shows the shares in force.
 */
import { routeIds } from '../../shared/routes.js';
import { type RouteClass, routeClasses, routeClassOf } from './route-classes.js';

export const ACCOUNT_CONCURRENCY = 1000;
/** Lambda's own rule: an account keeps this many executions unreserved. */
export const ALWAYS_UNRESERVED = 100;
export const RESERVABLE = ACCOUNT_CONCURRENCY - ALWAYS_UNRESERVED;
/** At least this share of what is reservable stays unreserved. */
export const HEADROOM_SHARE = 1 / 5;
export const RESERVATION_CEILING = Math.floor(RESERVABLE * (1 - HEADROOM_SHARE));
const SMALLEST_SHARE = 2;

/** What a stage wants reserved: per function of each route class, the page function, the search indexer. */
export type ConcurrencyWants = Record<RouteClass, number> & { pages: number; indexer: number };

/**
 * The functions beside the routes that take a class's share: the reset-and-contact mail sender the auth routes
 * feed, the application mail sender the write routes feed (infra/constructs/mail-sender.ts).
 */
export const senderClasses: readonly RouteClass[] = ['auth', 'write'];

export interface Reservations {
  perClass: Record<RouteClass, number>;
  pages: number;
  indexer: number;
  /** Functions reserving each class's share. */
  counts: Record<RouteClass, number>;
  total: number;
}

export function reservationsFor(wants: ConcurrencyWants, ids: readonly string[] = routeIds): Reservations {
  const counts = Object.fromEntries(routeClasses.map((c) => [c, 0])) as Record<RouteClass, number>;
  for (const id of ids) counts[routeClassOf(id as (typeof routeIds)[number])] += 1;
  for (const c of senderClasses) counts[c] += 1;
  const own = wants.pages + wants.indexer;
  const wanted = routeClasses.reduce((sum, c) => sum + counts[c] * wants[c], 0);
  const factor = Math.min(1, (RESERVATION_CEILING - own) / wanted);
  const perClass = Object.fromEntries(
    routeClasses.map((c) => [c, factor === 1 ? wants[c] : Math.max(SMALLEST_SHARE, Math.floor(wants[c] * factor))]),
  ) as Record<RouteClass, number>;
  const total = own + routeClasses.reduce((sum, c) => sum + counts[c] * perClass[c], 0);
  return { perClass, pages: wants.pages, indexer: wants.indexer, counts, total };
}
