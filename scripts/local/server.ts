/**
 * The local server: `/api/*` becomes an API Gateway v2 event for the handler the route table names; every other
 * path gets the built site: / is index.html (the home page, prerendered), a path with an .html file of its name is
 * that file (sirv's lookup: /jobs is jobs.html, the prerendered jobs list; shared/prerendered-pages.ts), and any
 * other path without a file gets shell.html (the prerendered frame; the app renders the screen). Hashed assets are
 * cached for a year, the pages never. The site is compressed by the `compression` middleware; API answers from 1,000
 * bytes, as CloudFront does in front of the real API (compress-answer.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import compression from 'compression';
import sirv from 'sirv';
import { SHELL_FILE } from '../../shared/prerendered-pages.js';
import { matchRoute, pathHasRoute } from '../../shared/routes.js';
import { siteSecurityHeaders } from '../../shared/site-headers.js';
import { apiErrors } from '../../shared/texts.js';
import { buildEvent, lambdaContext } from './api-event.js';
import { COMPRESS_FROM_BYTES, compressAnswer } from './compress-answer.js';
import { loadHandler } from './handlers.js';

/** Far above the API's own 256 KiB limit: the handler answers 413 itself; this only bounds memory. */
const MAX_READ_BYTES = 1024 * 1024;

function sendJson(res: ServerResponse, statusCode: number, body: unknown, headers: Record<string, string> = {}) {
  res.writeHead(statusCode, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(JSON.stringify(body));
}

/** The body as text; null when over MAX_READ_BYTES (the rest is not read and the connection closes after the 413). */
function readBody(req: IncomingMessage): Promise<string | null> {
  // HTTP/1.1: a request without Content-Length or Transfer-Encoding has no body (every GET the site sends).
  if (req.headers['content-length'] === undefined && req.headers['transfer-encoding'] === undefined) {
    return Promise.resolve('');
  }
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= MAX_READ_BYTES) {
        chunks.push(chunk);
        return;
      }
      req.off('data', onData);
      req.pause();
      resolve(null);
    };
    req.on('data', onData);
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

async function handleApi(req: IncomingMessage, res: ServerResponse, url: URL) {
  const method = req.method ?? 'GET';
  const match = matchRoute(method, url.pathname);
  if (!match) {
    if (pathHasRoute(url.pathname)) return sendJson(res, 405, { message: apiErrors.methodNotAllowed });
    return sendJson(res, 404, { message: apiErrors.notFound });
  }
  const handler = await loadHandler(match.id);
  if (!handler) return sendJson(res, 501, { message: `${match.id} is not built yet` });
  const body = await readBody(req);
  if (body === null) return sendJson(res, 413, { message: apiErrors.bodyTooLarge }, { Connection: 'close' });
  const event = buildEvent({
    routeId: match.id,
    method,
    path: url.pathname,
    rawQueryString: url.search.slice(1),
    headers: req.headers,
    pathParameters: match.pathParameters,
    body,
    sourceIp: req.socket.remoteAddress ?? '127.0.0.1',
  });
  const result = await handler(event, lambdaContext(match.id));
  const answer = Buffer.from(result.body ?? '', result.isBase64Encoded ? 'base64' : 'utf8');
  const { body: sent, encoding } = compressAnswer(answer, req.headers['accept-encoding']);
  const headers: Record<string, string | string[] | number> = {
    ...(result.headers as Record<string, string>),
    'Content-Length': sent.length,
  };
  if (answer.length >= COMPRESS_FROM_BYTES) headers.Vary = 'Accept-Encoding';
  if (encoding) headers['Content-Encoding'] = encoding;
  if (result.cookies?.length) headers['Set-Cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(sent);
}

/** With no webRoot (npm run dev: Vite serves the site) only `/api/*` is answered. */
export function createAppServer(options: { webRoot?: string }): Server {
  const compress = compression({ threshold: COMPRESS_FROM_BYTES }) as unknown as Middleware;
  const notFound = (res: ServerResponse) => sendJson(res, 404, { message: apiErrors.notFound });
  const site = !options.webRoot
    ? (_req: IncomingMessage, res: ServerResponse) => notFound(res)
    : sirv(options.webRoot, {
        single: SHELL_FILE,
        etag: true,
        setHeaders: (res, pathname) => {
          const hashed = pathname.startsWith('/assets/');
          res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
          for (const [name, value] of Object.entries(siteSecurityHeaders)) res.setHeader(name, value);
        },
      });
  return createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      handleApi(req, res, url).catch((error: unknown) => {
        console.error(error);
        if (!res.headersSent) sendJson(res, 500, { message: apiErrors.internal });
        else res.end();
      });
      return;
    }
    compress(req, res, () => site(req, res, () => notFound(res)));
  });
}
