/**
 * How one route's contract is written: its id (the row of the route table with path, method, access and grants),
 * the schemas its input must pass and the type of the JSON body it answers with.
 *
 * Each entry is its own export, so a Lambda bundles only its own route's schemas; the functions are marked free of
 * side effects so the bundler drops the entries a handler does not import.
 */
import type * as v from 'valibot';
import { type RouteId, routes } from '../routes.js';

/**
 * What a request must pass, each part a valibot schema:
 * - `params`: the path parameters (an object of strings); a failure answers 404 with the schema's message, since a
 *   path that names nothing is not found;
 * - `query`: the query string parameters; a failure answers 400;
 * - `body`: the parsed JSON body; a failure answers 400. A route without a body schema ignores any body.
 */
export interface RequestSchemas {
  params?: v.GenericSchema;
  query?: v.GenericSchema;
  body?: v.GenericSchema;
}

declare const responseType: unique symbol;
/** The type of a route's JSON answer on success. A type only: nothing checks it at run time. */
export interface Responds<T> {
  readonly [responseType]?: T;
}

/** The answer type of a contract entry. */
export type ResponseOf<C> = C extends { response: Responds<infer T> } ? T : never;

/* @__NO_SIDE_EFFECTS__ */
export function responds<T>(): Responds<T> {
  return {};
}

export interface RouteContract<
  Id extends RouteId = RouteId,
  Req extends RequestSchemas = RequestSchemas,
  Res = unknown,
> {
  id: Id;
  /** The route's row of the route table (method, path, access, grants, cache time). */
  route: (typeof routes)[Id];
  request: Req;
  response: Responds<Res>;
}

/* @__NO_SIDE_EFFECTS__ */
export function defineRoute<Id extends RouteId, Req extends RequestSchemas, Res>(
  id: Id,
  request: Req,
  response: Responds<Res>,
): RouteContract<Id, Req, Res> {
  return { id, route: routes[id], request, response };
}
