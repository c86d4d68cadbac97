/**
 * The middy chain every route runs in, in order: logger context → tracing, metrics and request id → header normalizer → origin check (only
 * CloudFront may call a deployed API) → request guard (Origin, size) → JSON body parser (only for routes with a body
 * schema) → access check → validation by the route's contract (body and query: 400; path parameters: 404) → the
 * route's function → security headers; the JSON error handler is registered last so it answers first.
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
import type { RequestSchemas, ResponseOf, RouteContract, ValidatedInput } from '../../shared/contract/index.js';
import type { RouteDefinition } from '../../shared/routes.js';
import type { MessageBody } from '../../shared/types.js';
import { badRequest, notFound } from './errors.js';
import { type Reply, toResult } from './http.js';
import { logger } from './logger.js';
import { jsonErrors } from './middleware/json-errors.js';
import { observability } from './middleware/observability.js';
import { originVerify } from './middleware/origin-verify.js';
import { requestGuard } from './middleware/request-guard.js';
import { validate } from './validation.js';

export type RequestContext<Session, Req extends RequestSchemas> = ValidatedInput<Req> & {
  event: APIGatewayProxyEventV2;
  session: Session;
};

/** What a route's function answers: its contract's type on success, or a `{"message"}`. */
export type RouteReply<C> = Reply<ResponseOf<C>> | Reply<MessageBody>;

export type RouteFunction<Session, C extends RouteContract> = (
  request: RequestContext<Session, C['request']>,
) => Promise<RouteReply<C>>;

export type Authorize<Session> = (route: RouteDefinition, event: APIGatewayProxyEventV2) => Promise<Session>;

/** The handler of one route, tagged with its contract so a test can check it against its file name. */
export function buildHandler<Session, C extends RouteContract>(
  contract: C,
  authorize: Authorize<Session>,
  fn: RouteFunction<Session, C>,
) {
  const route: RouteDefinition = contract.route;
  const { params, query, body } = contract.request;
  const core = async (event: APIGatewayProxyEventV2): Promise<APIGatewayProxyStructuredResultV2> => {
    const session = await authorize(route, event);
    const input = {
      body: body ? validate(body, event.body ?? {}, badRequest) : undefined,
      query: query ? validate(query, event.queryStringParameters ?? {}, badRequest) : undefined,
      params: params ? validate(params, event.pathParameters ?? {}, notFound) : undefined,
    } as ValidatedInput<C['request']>;
    const reply = await fn({ ...input, event, session });
    return toResult(route, reply);
  };

  const chain = middy<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Error, Context>(core)
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(observability(contract.id))
    .use(httpHeaderNormalizer())
    .use(originVerify())
    .use(requestGuard());
  if (body) chain.use(httpJsonBodyParser());
  return Object.assign(chain.use(httpSecurityHeaders()).use(jsonErrors()), { contract });
}
