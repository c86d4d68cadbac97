/**
 * Cheap checks before any work: state-changing requests from another site are refused (403, a CSRF defence on top
 * of SameSite cookies) and bodies over the limit are refused (413) before they are parsed.
 */
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { apiErrors } from '../../../shared/texts.js';
import { config } from '../config.js';
import { HttpError } from '../errors.js';

/** Room for the longest allowed texts even in 3-byte scripts (a 20,000-character resume is 60 KB in Chinese). */
export const MAX_BODY_BYTES = 256 * 1024;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

function isSameSite(origin: string, host: string | undefined): boolean {
  try {
    const url = new URL(origin);
    return url.origin === new URL(config().siteUrl).origin || (host !== undefined && url.host === host);
  } catch {
    return false;
  }
}

export function requestGuard(): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: ({ event }) => {
      const method = event.requestContext.http.method;
      const origin = event.headers.origin;
      if (!SAFE_METHODS.has(method) && origin && !isSameSite(origin, event.headers.host)) {
        throw new HttpError(403, apiErrors.crossSite);
      }
      if (event.body) {
        const bytes = event.isBase64Encoded ? Math.floor((event.body.length * 3) / 4) : Buffer.byteLength(event.body);
        if (bytes > MAX_BODY_BYTES) throw new HttpError(413, apiErrors.bodyTooLarge);
      }
    },
  };
}
