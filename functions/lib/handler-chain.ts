/**
 * The middy chain every route runs in, in order: logger context → tracing, metrics and request id → header normalizer → origin check (only
 * CloudFront may call a deployed API) → request guard (Origin, size) → JSON body parser (only for routes with a body schema) → access check → validation with the shared
 * schema → the route's function → security headers; the JSON error handler is registered last so it answers first.
 *
 * The access check is passed in, so routes that never read a session (public-handler.ts) do not bundle the
 * session code, jose or the users repository (handler.ts).
 */
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import httpSecurityHeaders from '@middy/http-security-headers';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import type * as v from 'valibot';
import { type RouteDefinition, type RouteId, routes } from '../../shared/routes.js';
import { type Reply, toResult } from './http.js';
import { logger } from './logger.js';
import { jsonErrors } from './middleware/json-errors.js';
import { observability } from './middleware/observability.js';
import { originVerify } from './middleware/origin-verify.js';
import { requestGuard } from './middleware/request-guard.js';
import { validate } from './validation.js';

export interface RequestContext<Session, Body, Query> {
  event: APIGatewayProxyEventV2;
  body: Body;
  query: Query;
  params: Record<string, string | undefined>;
  session: Session;
}

export interface Schemas<B extends v.GenericSchema | undefined, Q extends v.GenericSchema | undefined> {
  body?: B;
  query?: Q;
}

export type Output<S> = S extends v.GenericSchema ? v.InferOutput<S> : undefined;

export type Authorize<Session> = (route: RouteDefinition, event: APIGatewayProxyEventV2) => Promise<Session>;

export function buildHandler<Session, B extends v.GenericSchema | undefined, Q extends v.GenericSchema | undefined>(
  id: RouteId,
  schemas: Schemas<B, Q>,
  authorize: Authorize<Session>,
  fn: (request: RequestContext<Session, Output<B>, Output<Q>>) => Promise<Reply>,
) {
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
      session,
    });
    return toResult(route, reply);
  };

  const chain = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>(core)
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(observability(id))
    .use(httpHeaderNormalizer())
    .use(originVerify())
    .use(requestGuard());
  if (schemas.body) chain.use(httpJsonBodyParser());
  return chain.use(httpSecurityHeaders()).use(jsonErrors());
}
