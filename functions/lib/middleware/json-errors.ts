/**
 * The error handler, registered last so it runs first on error: every non-2xx answer is {"message": "..."}.
 * 4xx messages are for people. Throttling and timeouts of DynamoDB (retry-later.ts) are a 503 with Retry-After and
 * a "busy, try again" message; anything else unexpected is logged and answered with a generic 500 that leaks nothing.
 */
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { apiErrors } from '../../../shared/texts.js';
import { logger } from '../logger.js';
import { isRetryLater, RETRY_AFTER_SECONDS } from '../retry-later.js';

interface ErrorLike {
  statusCode?: number;
  message?: string;
  headers?: Record<string, string>;
  expose?: boolean;
}

/** Middy's own middlewares throw these; we reword them for people. */
const middyMessages: Record<number, string> = {
  422: apiErrors.malformedJson,
  415: 'Send the request body as JSON (Content-Type: application/json)',
};

export function jsonErrors(): middy.MiddlewareObj<APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2> {
  return {
    onError: (request) => {
      const error = (request.error ?? {}) as ErrorLike;
      const status = error.statusCode;
      let statusCode = 500;
      let message: string = apiErrors.internal;
      let headers: Record<string, string> = {};
      if (status && status >= 400 && status < 500) {
        statusCode = status === 422 ? 400 : status;
        message = middyMessages[status] ?? error.message ?? apiErrors.internal;
        headers = error.headers ?? {};
      } else if (isRetryLater(request.error)) {
        logger.warn('Request failed for now: DynamoDB throttled or timed out', { error: request.error as Error });
        statusCode = 503;
        message = apiErrors.unavailable;
        headers = { 'Retry-After': String(RETRY_AFTER_SECONDS) };
      } else {
        logger.error('Request failed', { error: request.error as Error });
      }
      request.response = {
        statusCode,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...headers },
        body: JSON.stringify({ message }),
      };
    },
  };
}
