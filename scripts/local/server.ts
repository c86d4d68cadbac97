/**
 * The local server: `/api/*` becomes an API Gateway v2 event for the handler the route table names; every other
 * path gets the built site: / is index.html (the home page, prerendered), any other path without a file gets
 * shell.html (the prerendered frame; the app renders the screen). Hashed assets are cached for a year, the
 * pages never; everything is compressed.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import compression from 'compression';
import sirv from 'sirv';
import { matchRoute, pathHasRoute } from '../../shared/routes.js';
import { siteSecurityHeaders } from '../../shared/site-headers.js';
import { apiErrors } from '../../shared/texts.js';
import { buildEvent, lambdaContext } from './api-event.js';
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

function readBody(req: IncomingMessage): Promise<string | null> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_READ_BYTES) {
        resolve(null);
        req.destroy();
        return;
      }
      chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

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
  if (body === null) return sendJson(res, 413, { message: apiErrors.bodyTooLarge });
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
  const headers: Record<string, string | string[]> = { ...(result.headers as Record<string, string>) };
  if (result.cookies?.length) headers['Set-Cookie'] = result.cookies;
  res.writeHead(result.statusCode ?? 200, headers);
  res.end(result.body ? Buffer.from(result.body, result.isBase64Encoded ? 'base64' : 'utf8') : undefined);
}

/** With no webRoot (npm run dev: Vite serves the site) only `/api/*` is answered. */
export function createAppServer(options: { webRoot?: string }): Server {
  const compress = compression();
  const notFound = (res: ServerResponse) => sendJson(res, 404, { message: apiErrors.notFound });
  const site = !options.webRoot
    ? (_req: IncomingMessage, res: ServerResponse) => notFound(res)
    : sirv(options.webRoot, {
        single: 'shell.html',
        etag: true,
        setHeaders: (res, pathname) => {
          const hashed = pathname.startsWith('/assets/');
          res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
          for (const [name, value] of Object.entries(siteSecurityHeaders)) res.setHeader(name, value);
        },
      });
  return createServer((req, res) => {
    compress(req as never, res as never, () => {
      const url = new URL(req.url ?? '/', 'http://localhost');
      if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
        handleApi(req, res, url).catch((error: unknown) => {
          console.error(error);
          if (!res.headersSent) sendJson(res, 500, { message: apiErrors.internal });
          else res.end();
        });
        return;
      }
      site(req, res, () => notFound(res));
    });
  });
}
