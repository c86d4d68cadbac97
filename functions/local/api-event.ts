/**
 * Builds the API Gateway HTTP API (payload 2.0) event a Lambda would get, and a Lambda context, so the local
 * server and the tests call the very same handlers as production: lower-case header names (repeated ones joined by
 * commas), `cookies` split from the Cookie header, repeated query keys joined by commas.
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';
import { type RouteId, routeKey } from '../../shared/routes.js';

export interface EventInput {
  routeId: RouteId;
  method: string;
  /** Path without the query string. */
  path: string;
  rawQueryString?: string;
  headers?: Record<string, string | string[] | undefined>;
  pathParameters?: Record<string, string>;
  body?: string;
  sourceIp?: string;
}

/** A map without a prototype, so a client's `__proto__` or `constructor` is just another key, as in API Gateway. */
const plainMap = (): Record<string, string> => Object.create(null);

export function buildEvent(input: EventInput): APIGatewayProxyEventV2 {
  const headers = plainMap();
  for (const [name, value] of Object.entries(input.headers ?? {})) {
    if (value === undefined) continue;
    headers[name.toLowerCase()] = Array.isArray(value) ? value.join(',') : value;
  }
  const cookies = headers.cookie
    ?.split(';')
    .map((cookie) => cookie.trim())
    .filter(Boolean);
  delete headers.cookie;
  // The local server has no TLS: every request it takes came over http, whatever the client claims (API Gateway
  // likewise sets this header itself). The Origin check relies on it.
  headers['x-forwarded-proto'] = 'http';

  const rawQueryString = input.rawQueryString ?? '';
  const queryStringParameters = plainMap();
  for (const [key, value] of new URLSearchParams(rawQueryString)) {
    queryStringParameters[key] = Object.hasOwn(queryStringParameters, key)
      ? `${queryStringParameters[key]},${value}`
      : value;
  }
  const now = new Date();
  const requestId = randomUUID();
  return {
    version: '2.0',
    routeKey: routeKey(input.routeId),
    rawPath: input.path,
    rawQueryString,
    ...(cookies?.length ? { cookies } : {}),
    headers,
    ...(rawQueryString ? { queryStringParameters } : {}),
    ...(input.pathParameters && Object.keys(input.pathParameters).length
      ? { pathParameters: input.pathParameters }
      : {}),
    requestContext: {
      accountId: 'local',
      apiId: 'local',
      domainName: headers.host ?? 'localhost',
      domainPrefix: 'localhost',
      http: {
        method: input.method,
        path: input.path,
        protocol: 'HTTP/1.1',
        sourceIp: input.sourceIp ?? '127.0.0.1',
        userAgent: headers['user-agent'] ?? '',
      },
      requestId,
      routeKey: routeKey(input.routeId),
      stage: '$default',
      time: now.toUTCString(),
      timeEpoch: now.getTime(),
    },
    ...(input.body !== undefined && input.body !== '' ? { body: input.body } : {}),
    isBase64Encoded: false,
  };
}

export function lambdaContext(routeId: RouteId): Context {
  return {
    callbackWaitsForEmptyEventLoop: false,
    functionName: `jobboard-local-${routeId}`,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:local:000000000000:function:jobboard-local-${routeId}`,
    memoryLimitInMB: '512',
    awsRequestId: randomUUID(),
    logGroupName: `/aws/lambda/jobboard-local-${routeId}`,
    logStreamName: 'local',
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
