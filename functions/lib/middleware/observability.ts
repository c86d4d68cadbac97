/**
 * What ties an incident together, on every route:
 * - X-Ray tracing of each invocation (Powertools tracer; a no-op outside Lambda);
 * - business events as CloudWatch metrics in EMF log lines (Powertools metrics, namespace JobBoard): sign-ups,
 *   failed and throttled logins, jobs posted, applications, reset emails requested. They are read off the answer
 *   of the route that does the work, so no handler has to remember them. The mail sender counts each email sent
 *   or not sent (mailEvents) itself, as it answers no request;
 * - every 5xx answer (the error handler's 500 and 503 included) as `ServerErrors` with the dimension `route`: what
 *   users see fail, which a Lambda `Errors` count misses (an exception the error handler answers is no Lambda
 *   error). Each route's canary rolls back on it (infra/constructs/route-function.ts);
 * - the request id API Gateway gave the request (the one in its access log) in an `x-request-id` header of every
 *   answer, errors included, and in every log line: a user's screenshot of an error leads to the log lines.
 */

import { Metrics, MetricUnit } from '@aws-lambda-powertools/metrics';
import { Tracer } from '@aws-lambda-powertools/tracer';
import { captureLambdaHandler } from '@aws-lambda-powertools/tracer/middleware';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import type { RouteId } from '../../../shared/routes.js';
import { logger } from '../logger.js';

export const REQUEST_ID_HEADER = 'x-request-id';
export const METRICS_NAMESPACE = 'JobBoard';

// Outside Lambda (local stack, tests) metrics would only print EMF lines to the console: off unless asked for.
if (!process.env.AWS_LAMBDA_FUNCTION_NAME) process.env.POWERTOOLS_METRICS_DISABLED ??= 'true';

export const tracer = new Tracer({ serviceName: 'jobboard' });
export const metrics = new Metrics({ namespace: METRICS_NAMESPACE, serviceName: 'jobboard' });

/** Route → answer status → the business event it means. */
export const businessEvents: Partial<Record<RouteId, Record<number, string>>> = {
  register: { 201: 'SignUps' },
  login: { 200: 'Logins', 401: 'LoginsFailed', 429: 'LoginsThrottled' },
  'create-job': { 201: 'JobsPosted' },
  'apply-to-job': { 201: 'Applications' },
  'forgot-password': { 200: 'ResetEmailsRequested' },
};

/** The metric of a route's 5xx answers, dimensioned by `route` (the route id). */
export const SERVER_ERRORS_METRIC = 'ServerErrors';

/**
 * What the mail senders count: an email SES accepted, and one not sent: failed (and retried), or skipped because
 * its address is suppressed or not confirmed yet (dimension `reason: suppressed` or `reason: unconfirmed`).
 */
export const mailEvents = { sent: 'EmailsSent', failed: 'EmailsNotSent' } as const;

/**
 * One event, published at once rather than by Powertools' logMetrics middleware, which warns on every invocation
 * that has no metric (most of them): one EMF line only when there is an event to count.
 */
export function countEvent(name: string, dimensions: Record<string, string> = {}): void {
  // Dimensions apply to this line only: publishing clears them.
  for (const [dimension, value] of Object.entries(dimensions)) metrics.addDimension(dimension, value);
  metrics.addMetric(name, MetricUnit.Count, 1);
  metrics.publishStoredMetrics();
}

type Request = middy.Request<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>;

function finish(routeId: RouteId, request: Request) {
  const response = request.response;
  if (!response) return;
  response.headers = { ...response.headers, [REQUEST_ID_HEADER]: request.event.requestContext.requestId };
  const status = response.statusCode ?? 200;
  const event = businessEvents[routeId]?.[status];
  if (event) countEvent(event);
  if (status >= 500) countEvent(SERVER_ERRORS_METRIC, { route: routeId });
}

/** The tracer and metrics middlewares, and the request id on the answer and in the log keys. */
export function observability(
  routeId: RouteId,
): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2>[] {
  const requestId: middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> = {
    before: ({ event }) => {
      logger.appendKeys({ requestId: event.requestContext.requestId, route: routeId });
    },
    after: (request) => finish(routeId, request),
    onError: (request) => finish(routeId, request),
  };
  return [captureLambdaHandler(tracer, { captureResponse: false }), requestId];
}
