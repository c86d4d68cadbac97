/**
 * The one handler wrapper: every route file is `export const handler = defineHandler('route-id', {...}, fn)`.
 *
 * The middy chain, in order: logger context → header normalizer → request guard (Origin, size) → JSON body parser
 * (only for routes with a body schema) → session and access by the route table → validation with the shared
 * schema → the route's function → security headers; the JSON error handler is registered last so it answers first.
 */
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import httpSecurityHeaders from '@middy/http-security-headers';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as v from 'valibot';
import { type RouteDefinition, type RouteId, routes } from '../../shared/routes.js';
import { apiErrors } from '../../shared/texts.js';
import { forbidden, unauthorized } from './errors.js';
import { type Reply, toResult } from './http.js';
import { logger } from './logger.js';
import { jsonErrors } from './middleware/json-errors.js';
import { requestGuard } from './middleware/request-guard.js';
import { readSession, type Session } from './session.js';
import { validate } from './validation.js';

type AccessOf<Id extends RouteId> = (typeof routes)[Id]['access'];
/** Routes behind a sign-in get a session that is never null; public routes get none. */
export type SessionFor<Id extends RouteId> =
  AccessOf<Id> extends 'public' ? null : AccessOf<Id> extends 'optional' ? Session | null : Session;

export interface RequestContext<Id extends RouteId, Body, Query> {
  event: APIGatewayProxyEventV2;
  body: Body;
  query: Query;
  params: Record<string, string | undefined>;
  session: SessionFor<Id>;
}

interface Schemas<B extends v.GenericSchema | undefined, Q extends v.GenericSchema | undefined> {
  body?: B;
  query?: Q;
}

type Output<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

async function authorize(route: RouteDefinition, event: APIGatewayProxyEventV2): Promise<Session | null> {
  if (route.access === 'public') return null;
  const session = await readSession(event.cookies);
  if (route.access === 'optional') return session;
  if (!session) throw unauthorized(apiErrors.signInRequired);
  if (route.access !== 'signed-in' && !route.access.includes(session.user.role)) {
    throw forbidden(apiErrors.forbidden);
  }
  return session;
}

export function defineHandler<
  Id extends RouteId,
  B extends v.GenericSchema | undefined = undefined,
  Q extends v.GenericSchema | undefined = undefined,
>(id: Id, schemas: Schemas<B, Q>, fn: (request: RequestContext<Id, Output<B>, Output<Q>>) => Promise<Reply>) {
  const route: RouteDefinition = routes[id];
  const core = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    const session = await authorize(route, event);
    const body = schemas.body ? validate(schemas.body, event.body ?? {}) : undefined;
    const query = schemas.query ? validate(schemas.query, event.queryStringParameters ?? {}) : undefined;
    const reply = await fn({
      event,
      body: body as Output<B>,
      query: query as Output<Q>,
      params: event.pathParameters ?? {},
      session: session as SessionFor<Id>,
    });
    return toResult(route, reply);
  };

  const chain = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>(core)
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(httpHeaderNormalizer())
    .use(requestGuard());
  if (schemas.body) chain.use(httpJsonBodyParser());
  return chain.use(httpSecurityHeaders()).use(jsonErrors());
}
