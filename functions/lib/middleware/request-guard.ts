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

/**
 * Whole origins are compared (scheme, host and port), never hosts alone: `https://localhost:3000` is another site
 * than `http://localhost:3000`. Besides the configured site, the request's own origin passes (a browser on
 * `127.0.0.1:3000` instead of `localhost:3000`), but only when the scheme it arrived over is known for sure:
 * X-Forwarded-Proto as the server in front of the handler sets it (the local server stamps `http`, having no TLS,
 * over whatever the client sent; API Gateway sets it too). Without a single known scheme only the site passes.
 */
function isSameSite(origin: string, headers: APIGatewayProxyEventV2['headers']): boolean {
  try {
    const requestOrigin = new URL(origin).origin;
    if (requestOrigin === new URL(config().siteUrl).origin) return true;
    const { host, 'x-forwarded-proto': scheme } = headers;
    if (!host || (scheme !== 'http' && scheme !== 'https')) return false;
    return requestOrigin === new URL(`${scheme}://${host}`).origin;
  } catch {
    // Unparseable: the opaque origin `null`, or garbage in Origin or Host.
    return false;
  }
}

export function requestGuard(): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: ({ event }) => {
      const method = event.requestContext.http.method;
      const origin = event.headers.origin;
      if (!SAFE_METHODS.has(method) && origin && !isSameSite(origin, event.headers)) {
        throw new HttpError(403, apiErrors.crossSite);
      }
      if (event.body) {
        const bytes = event.isBase64Encoded ? Math.floor((event.body.length * 3) / 4) : Buffer.byteLength(event.body);
        if (bytes > MAX_BODY_BYTES) throw new HttpError(413, apiErrors.bodyTooLarge);
      }
    },
  };
}
