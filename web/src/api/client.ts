/**
 * THE client of the API, made from the contract (shared/contract): a call names its route by id, and the method,
 * the path, what it takes and what it answers come from there. A renamed route or field is a type error here and
 * in every caller. This is the one file of the site that writes API addresses (a test fails on any other).
 *
 * Only types are taken from shared/contract (its valibot schemas stay out of the bundle); the method and path come
 * from shared/route-addresses.ts (the route table's addresses, without its other facts).
 */
import type { RouteInput, RouteResponse } from '@shared/contract/index.js';
import { routeAddresses } from '@shared/route-addresses.js';
import { fillPath } from '@shared/route-path.js';
import type { RouteId } from '@shared/routes.js';
import useSWR from 'swr';
import { request, send } from './fetcher.js';

export type { RouteId, RouteInput, RouteResponse };

/** A route's input as an argument: optional when the route takes nothing that is required. */
type InputArgs<Id extends RouteId> = object extends RouteInput<Id> ? [input?: RouteInput<Id>] : [input: RouteInput<Id>];
/** The parts of an input that make an address (a body travels apart). */
type Address<Id extends RouteId> = Omit<RouteInput<Id>, 'body'>;

/**
 * The address of a call: the path with its parameters and the query, in the given order, empty values left out
 * (so equal queries make one address, one cache entry).
 */
export function apiUrl<Id extends RouteId>(id: Id, ...[input]: InputArgs<Id> | [input?: Address<Id>]): string {
  const { params, query } = (input ?? {}) as { params?: Record<string, string | number>; query?: object };
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  const path = fillPath(routeAddresses[id], params);
  return text ? `${path}?${text}` : path;
}

/** Calls a route with its method and its body as JSON; the answer, or undefined when it is empty. */
export async function callApi<Id extends RouteId>(
  id: Id,
  ...[input]: InputArgs<Id>
): Promise<RouteResponse<Id> | undefined> {
  const { body } = (input ?? {}) as { body?: unknown };
  return send<RouteResponse<Id>>(routeAddresses[id].method, apiUrl(id, input as Address<Id>), body);
}

/** Reads a route (GET) and returns the whole response, for answers that carry headers (pages and cursors). */
export function readApi<Id extends RouteId>(id: Id, ...[input]: InputArgs<Id>): Promise<Response> {
  return request(apiUrl(id, input as Address<Id>));
}

/**
 * A route's answer through SWR, under its address as the key (read by the default fetcher). `null` skips the
 * request (nothing to ask yet).
 */
export function useApi<Id extends RouteId>(id: Id, input: Address<Id> | null) {
  return useSWR<RouteResponse<Id>>(input === null ? null : apiUrl(id, ...([input] as [Address<Id>])));
}

/**
 * The cache keys (addresses) of these routes, with or without a query: for forgetting cached answers after a
 * write (`useForgetCached()(apiKeys('list-jobs', 'get-job'))`).
 */
export function apiKeys(...ids: RouteId[]): RegExp {
  const paths = ids.map((id) => routeAddresses[id].path.replace(/\{\w+\}/g, '[^/?]+'));
  return new RegExp(`^(${paths.join('|')})(\\?|$)`);
}
