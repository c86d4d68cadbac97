/**
 * The error handler, registered last so it runs first on error: every non-2xx answer is {"message": "..."}.
 * 4xx messages are for people; anything unexpected is logged and answered with a generic 500 that leaks nothing.
 */
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { apiErrors } from '../../../shared/texts.js';
import { logger } from '../logger.js';

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
      if (status && status >= 400 && status < 500) {
        statusCode = status === 422 ? 400 : status;
        message = middyMessages[status] ?? error.message ?? apiErrors.internal;
      } else {
        logger.error('Request failed', { error: request.error as Error });
      }
      request.response = {
        statusCode,
        headers: { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...error.headers },
        body: JSON.stringify({ message }),
      };
    },
  };
}
