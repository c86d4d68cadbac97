/**
 * node:http for the Lambda bundles, taken through require (infra/bundling.ts aliases 'node:http' here).
 *
 * Why: @middy/util imports STATUS_CODES with an ESM named import. Node 22 answers an ESM import of a built-in with a
 * facade that reads every export, and node:http's lazy WebSocket, CloseEvent and MessageEvent exports then load
 * undici, Node's fetch: about 30 ms of every cold start, for a table of status texts. require() reads nothing.
 */
import { createRequire } from 'node:module';

type Http = typeof import('node:http');

const http = createRequire(import.meta.url)('node:http') as Http;

// The names the bundled packages use: @middy/util (STATUS_CODES) and the SDK's HTTP handler (default, Agent, request).
export const { STATUS_CODES, Agent, request } = http;
export default http;
