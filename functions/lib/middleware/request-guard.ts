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
 * `127.0.0.1:3000` instead of `localhost:3000`), built from the Host header and the site's scheme: a server
 * answers one scheme only (the local server has no TLS; API Gateway and CloudFront speak only HTTPS), so a request
 * that reached this server came over the site's scheme, and an Origin under any other scheme is another site.
 */
function isSameSite(origin: string, host: string | undefined): boolean {
  try {
    const requestOrigin = new URL(origin).origin;
    const site = new URL(config().siteUrl);
    if (requestOrigin === site.origin) return true;
    return host !== undefined && requestOrigin === new URL(`${site.protocol}//${host}`).origin;
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
