/**
 * Only CloudFront may reach a deployed API: CloudFront adds a secret header (`x-origin-verify`) to every request it
 * forwards, and a request without one of the stage's values is refused with a 403 before any work. Only a request
 * that passed this check may have its CloudFront-set headers trusted (cameThroughCloudFront), since anyone calling
 * the execute-api endpoint directly can set those headers to anything.
 *
 * Deployed, the values are read once per container from Secrets Manager (ORIGIN_SECRET_ID, through the Parameters
 * and Secrets extension) and kept: the secret is never in the function's configuration, where anyone allowed to read
 * a function's settings would see it. Tests may give the JSON itself (ORIGIN_VERIFY). Where no origin secret is
 * configured (locally) nothing is refused and nothing is trusted: the address is the socket's.
 */
import { timingSafeEqual } from 'node:crypto';
import type middy from '@middy/core';
import type { APIGatewayProxyEventV2 } from 'aws-lambda';
import { config, parseOriginSecret } from '../config.js';
import { forbidden } from '../errors.js';
import { readSecretString } from '../secret.js';

export const ORIGIN_VERIFY_HEADER = 'x-origin-verify';

/** Not in the product's texts: only someone bypassing the site's address ever sees it. */
export const directAccessMessage = "Call the API through the site's address";

const verified = new WeakSet<APIGatewayProxyEventV2>();

function matches(given: string, expected: string): boolean {
  const a = Buffer.from(given);
  const b = Buffer.from(expected);
  return a.length === b.length && timingSafeEqual(a, b);
}

/** True only when this request carried a valid origin secret, i.e. CloudFront forwarded it. */
export function cameThroughCloudFront(event: APIGatewayProxyEventV2): boolean {
  return verified.has(event);
}

let pending: Promise<string[]> | undefined;

/** The accepted values: from the secret named by ORIGIN_SECRET_ID (read once), else ORIGIN_VERIFY, else none. */
export function originSecrets(): Promise<string[]> {
  const secretId = process.env.ORIGIN_SECRET_ID;
  if (!secretId) return Promise.resolve(config().originSecrets);
  pending ??= readSecretString(secretId)
    .then((json) => parseOriginSecret(json))
    .catch((error: unknown) => {
      pending = undefined; // a failed read is retried by the next request
      throw error;
    });
  return pending;
}

export function originVerify(): middy.MiddlewareObj<APIGatewayProxyEventV2> {
  return {
    before: async ({ event }) => {
      const secrets = await originSecrets();
      if (secrets.length === 0) return;
      const given = event.headers[ORIGIN_VERIFY_HEADER];
      if (!given || !secrets.some((secret) => matches(given, secret))) throw forbidden(directAccessMessage);
      verified.add(event);
      // The value stays out of logs and out of anything a handler might echo.
      delete event.headers[ORIGIN_VERIFY_HEADER];
    },
  };
}
