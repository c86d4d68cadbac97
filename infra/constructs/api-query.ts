/**
 * The /api/* cache key takes only the query parameters the route reads, in one order: a CloudFront Function on the
 * API behaviour keeps, per path, the parameters of the handler's query schema (sorted by name) and drops every
 * other one, before the cache key is computed. `?utm=1&search=x` and `?search=x` are then one cached answer, and a
 * client can no longer bust the cache with junk parameters. Paths whose handler reads no query get none.
 */
import { Function as CloudFrontFunction, FunctionCode, FunctionRuntime } from 'aws-cdk-lib/aws-cloudfront';
import type { Construct } from 'constructs';
import type * as v from 'valibot';
import { contract } from '../../shared/contract/index.js';

/** The entries of a query schema, through the pipe the shared schemas wrap them in. */
export function queryKeys(schema: { pipe?: readonly unknown[]; entries?: v.ObjectEntries }): string[] {
  const object = (schema.entries ? schema : schema.pipe?.[0]) as { entries?: v.ObjectEntries } | undefined;
  if (!object?.entries) throw new Error('A query schema must be a valibot object (or a pipe starting with one)');
  return Object.keys(object.entries).sort();
}

/**
 * Path → the query parameters its handler reads: every route whose contract entry has a `query` schema (the same
 * schema its handler validates with). Any other path gets no query at all.
 */
export const queryParameters: Record<string, string[]> = Object.fromEntries(
  Object.values(contract).flatMap((entry) => {
    const query = (entry.request as { query?: object }).query;
    return query ? [[entry.route.path, queryKeys(query as never)]] : [];
  }),
);

/**
 * cloudfront-js-2.0 statements (ES5 plus a few ES6 features; no modules) that leave in `request.querystring` only
 * the parameters named by `keys`, in that order; the jobs list's viewer-request function uses them too.
 */
export const keepQueryKeysCode = `var query = {};
  for (var i = 0; i < keys.length; i++) {
    if (request.querystring[keys[i]] !== undefined) query[keys[i]] = request.querystring[keys[i]];
  }
  request.querystring = query;`;

/** cloudfront-js-2.0 code. */
export const apiQueryCode = `function handler(event) {
  var request = event.request;
  var keys = ${JSON.stringify(queryParameters)}[request.uri] || [];
  ${keepQueryKeysCode}
  return request;
}`;

export function apiQueryFunction(scope: Construct, id: string): CloudFrontFunction {
  return new CloudFrontFunction(scope, id, {
    code: FunctionCode.fromInline(apiQueryCode),
    runtime: FunctionRuntime.JS_2_0,
    comment: 'Keep only the query parameters the API route reads, sorted, so junk parameters hit the cache',
  });
}
