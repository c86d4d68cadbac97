/**
 * The local server: `/api/*` becomes an API Gateway v2 event for the handler the route table names; every other
 * path gets the built site: / is index.html (the home page, prerendered), a path with an .html file of its name is
 * that file (sirv's lookup: /jobs is jobs.html, the prerendered jobs list; shared/prerendered-pages.ts), and any
 * other path of a screen without a file gets shell.html (the prerendered frame; the app renders the screen). A job
 * page, the sitemap and a path the site does not have (404 with the friendly page) are answered as deployed
 * (site-pages.ts). A company logo (/logos/...) comes from the local logo bucket (logo-files.ts). Hashed assets are
 * cached for a year, the pages never; a miss under /assets/ is a 404, never the frame. The site is compressed by the
 * `compression` middleware; API answers from 1,000 bytes, as CloudFront does in front of the real API
 * (compress-answer.ts).
 *
 * No request can take the server down: a request line Node parses but `URL` refuses answers 400, anything that throws
 * while answering (a file stream included) answers 500 (or closes that one connection when the answer had begun), and a request Node cannot
 * parse at all answers 400, 431 or 408 on its socket ('clientError'). The timeouts below bound how long a slow or
 * silent client holds a connection. Every answer of the server's own carries the handlers' security headers
 * (server-answers.ts).
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { Duplex } from 'node:stream';
import compression from 'compression';
import sirv from 'sirv';
import { SHELL_FILE } from '../../shared/prerendered-pages.js';
import { matchRoute, pathHasRoute } from '../../shared/routes.js';
import { siteSecurityHeadersFor } from '../../shared/site-headers.js';
import { serverMessages } from '../../shared/texts/server-messages.js';
import { apiErrors } from '../../shared/texts.js';
import { offloadPasswords } from '../lib/passwords.js';
import { buildEvent, lambdaContext } from './api-event.js';
import { COMPRESS_FROM_BYTES, compressAnswer } from './compress-answer.js';
import { loadHandler } from './handlers.js';
import { answerLogo, LOGO_PATH_PREFIX } from './logo-files.js';
import { passwordWorkers } from './password-worker.js';
import { rawJsonAnswer, sendJson } from './server-answers.js';
import { answerSitePage } from './site-pages.js';

/** Far above the API's own 256 KiB limit: the handler answers 413 itself; this only bounds memory. */
const MAX_READ_BYTES = 1024 * 1024;

/**
 * How long a client may take, in ms. A browser sends a request's headers in one packet and its largest body (1 MiB)
 * in well under a second on any network; these bounds are loose for real clients and tight for a slowloris client
 * that trickles bytes to hold sockets open.
 */
export interface ServerTimeouts {
  /** All the headers of a request (Node's default is 60 s). */
  headersTimeout: number;
  /** The whole request, body included: API Gateway also gives an integration 30 s (Node's default is 300 s). */
  requestTimeout: number;
  /**
   * An idle kept-alive connection between requests. At Node's default of 5 s, equal to Node's own client agent's,
   * a CI run's request on a connection idle for about that long met a closed socket (ECONNRESET): the server's timer
   * and the next request crossed. 65 s is far beyond any pause between a test's requests.
   */
  keepAliveTimeout: number;
  /** How often Node checks the two request timeouts (Node's default of 30 s would let a request overrun by as much). */
  connectionsCheckingInterval: number;
}

export const DEFAULT_TIMEOUTS: ServerTimeouts = {
  headersTimeout: 10_000,
  requestTimeout: 30_000,
  keepAliveTimeout: 65_000,
  connectionsCheckingInterval: 1_000,
};

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

/** The URL of a request, or undefined for a target `URL` refuses (`GET http://[ HTTP/1.1`). */
function requestUrl(req: IncomingMessage): URL | undefined {
  try {
    return new URL(req.url ?? '/', 'http://localhost');
  } catch {
    return undefined;
  }
}

/**
 * A Range the static file server can honour, else none: RFC 9110 lets a server ignore Range, and sirv hands
 * `bytes=9-1` (start after end) straight to `fs.createReadStream`, which throws.
 */
function dropUnusableRange(req: IncomingMessage) {
  const range = req.headers.range;
  if (range === undefined) return;
  const parts = /^bytes=(\d*)-(\d*)$/.exec(range);
  const usable = parts && (parts[1] === '' || parts[2] === '' || Number(parts[1]) <= Number(parts[2]));
  if (!usable) delete req.headers.range;
}

function answerFailure(res: ServerResponse, error: unknown) {
  if (res.destroyed) return; // the client left mid-request (its body never came): nobody to answer, nothing to log
  console.error(error);
  if (!res.headersSent) sendJson(res, 500, { message: apiErrors.internal });
  // Half an answer must not pass for a whole one: close that connection and nothing else.
  else res.destroy();
}

const clientErrorStatus: Record<string, number> = { HPE_HEADER_OVERFLOW: 431, ERR_HTTP_REQUEST_TIMEOUT: 408 };
const clientErrorMessage: Record<number, string> = {
  400: serverMessages.badRequest,
  408: serverMessages.requestTimeout,
  431: serverMessages.headersTooLarge,
};

/**
 * With no webRoot (npm run dev: Vite serves the site) only `/api/*` is answered. `siteFilesDir` holds the files the
 * sitemap writer writes (sitemap*.xml, robots.txt).
 */
export function createAppServer(options: {
  webRoot?: string;
  siteFilesDir?: string;
  timeouts?: Partial<ServerTimeouts>;
}): Server {
  // Every handler runs in this one process: bcrypt goes to worker threads so a login does not stall the rest.
  offloadPasswords(passwordWorkers);
  const timeouts = { ...DEFAULT_TIMEOUTS, ...options.timeouts };
  const compress = compression({ threshold: COMPRESS_FROM_BYTES }) as unknown as Middleware;
  const notFound = (res: ServerResponse) => sendJson(res, 404, { message: apiErrors.notFound });
  // CV uploads go from the page straight to the local S3 (S3_ENDPOINT, set by local-data.ts).
  const pageHeaders = siteSecurityHeadersFor(process.env.S3_ENDPOINT);
  const site = !options.webRoot
    ? (_req: IncomingMessage, res: ServerResponse) => notFound(res)
    : sirv(options.webRoot, {
        single: SHELL_FILE,
        // Under /assets/ only real (hashed) files: a miss there is a 404, not the frame cached for a year.
        ignores: ['^/assets/'],
        etag: true,
        setHeaders: (res, pathname) => {
          const hashed = pathname.startsWith('/assets/');
          res.setHeader('Cache-Control', hashed ? 'public, max-age=31536000, immutable' : 'no-cache');
          for (const [name, value] of Object.entries(pageHeaders)) res.setHeader(name, value);
        },
      });

  /** Answers of each connection not yet finished, and what to do on that connection once they are. */
  const unfinished = new WeakMap<Duplex, Set<ServerResponse>>();
  const afterAnswers = new WeakMap<Duplex, () => void>();
  const track = (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    const answers = unfinished.get(socket) ?? new Set();
    unfinished.set(socket, answers);
    answers.add(res);
    res.once('close', () => {
      answers.delete(res);
      if (answers.size === 0) afterAnswers.get(socket)?.();
    });
  };

  const answer = (req: IncomingMessage, res: ServerResponse) => {
    const url = requestUrl(req);
    // HTTP/1.1 requires Host; Node's own check would answer a bare 400 without the JSON and the headers.
    const hostMissing = req.httpVersion === '1.1' && req.headers.host === undefined;
    if (!url || hostMissing) return sendJson(res, 400, { message: serverMessages.badRequest }, { Connection: 'close' });
    if (url.pathname === '/api' || url.pathname.startsWith('/api/')) {
      handleApi(req, res, url).catch((error: unknown) => answerFailure(res, error));
      return;
    }
    if (url.pathname.startsWith(LOGO_PATH_PREFIX)) {
      answerLogo(res, url.pathname, () => notFound(res)).catch((error: unknown) => answerFailure(res, error));
      return;
    }
    dropUnusableRange(req);
    compress(req, res, () => {
      if (!options.webRoot) return notFound(res);
      const dirs = { webRoot: options.webRoot, siteFilesDir: options.siteFilesDir };
      answerSitePage(res, url, dirs)
        .then((answered) => answered || site(req, res, () => notFound(res)))
        .catch((error: unknown) => answerFailure(res, error));
    });
  };

  const server = createServer(
    {
      headersTimeout: timeouts.headersTimeout,
      requestTimeout: timeouts.requestTimeout,
      keepAliveTimeout: timeouts.keepAliveTimeout,
      connectionsCheckingInterval: timeouts.connectionsCheckingInterval,
      requireHostHeader: false, // checked in `answer`, to answer it like every other 400
    },
    (req, res) => {
      track(req, res);
      // sirv pipes a file stream into the answer with no error listener: a file gone since startup (the site rebuilt
      // while the server runs) would throw from that stream and end the process.
      res.on('pipe', (source) => source.once('error', (error) => answerFailure(res, error)));
      try {
        answer(req, res);
      } catch (error) {
        answerFailure(res, error);
      }
    },
  );

  // A request Node cannot parse (bad request line or header, headers too large, too slow): a JSON 4xx on its
  // socket, then that connection closes; no other connection notices. Requests pipelined before the bad one were
  // received whole and are answered first, in order, so the 4xx never lands inside or ahead of their answers. When
  // the fault is in a request still arriving (a bad or stalled body), nothing more can come: it is refused at once.
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    // Node may report a failed connection more than once (each later chunk, then its timeout).
    if (afterAnswers.has(socket) || socket.destroyed) return;
    const status = clientErrorStatus[error.code ?? ''] ?? 400;
    const refuse = () => {
      if (socket.writable) socket.write(rawJsonAnswer(status, clientErrorMessage[status] ?? serverMessages.badRequest));
      socket.destroy();
    };
    const answers = [...(unfinished.get(socket) ?? [])];
    if (error.code === 'ECONNRESET' || !socket.writable) socket.destroy();
    else if (answers.length && answers.every((res) => res.req.complete)) afterAnswers.set(socket, refuse);
    else if (answers.some((res) => res.headersSent))
      socket.destroy(); // no bytes into an answer on the wire
    else refuse();
  });
  return server;
}
