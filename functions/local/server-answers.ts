/**
 * The local server's own JSON answers (unknown route, wrong method, body too large, bad request line, a failure),
 * from one place, with the same security headers a handler's answer carries: the set is computed once by running
 * the very middleware the handlers use (@middy/http-security-headers with the handler chain's defaults) on an
 * empty answer (server.test.ts holds the result equal to a real handler's headers).
 */
import type { ServerResponse } from 'node:http';
import { STATUS_CODES } from 'node:http';
import type middy from '@middy/core';
import httpSecurityHeaders from '@middy/http-security-headers';

function securityHeadersOfHandlers(): Record<string, string> {
  const request = { response: { statusCode: 200, headers: {} as Record<string, string> } };
  const { after } = httpSecurityHeaders();
  (after as (request: unknown) => void)(request as unknown as middy.Request);
  return request.response.headers;
}

export const apiSecurityHeaders: Readonly<Record<string, string>> = Object.freeze(securityHeadersOfHandlers());

function jsonHeaders(): Record<string, string> {
  return { 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store', ...apiSecurityHeaders };
}

export function sendJson(res: ServerResponse, statusCode: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(statusCode, { ...jsonHeaders(), ...headers });
  res.end(JSON.stringify(body));
}

/**
 * A whole HTTP/1.1 answer as bytes, for a socket that has no request object (a request Node could not parse). It
 * closes the connection: after a parse error nothing further on that connection can be trusted.
 */
export function rawJsonAnswer(statusCode: number, message: string): Buffer {
  const body = Buffer.from(JSON.stringify({ message }));
  const headers = { ...jsonHeaders(), 'Content-Length': String(body.length), Connection: 'close' };
  const head = [
    `HTTP/1.1 ${statusCode} ${STATUS_CODES[statusCode] ?? ''}`,
    ...Object.entries(headers).map(([name, value]) => `${name}: ${value}`),
  ];
  return Buffer.concat([Buffer.from(`${head.join('\r\n')}\r\n\r\n`), body]);
}
