/**
 * Serves the stack floor page (main.tsx, built into a folder) for Lighthouse beside the site: its files from
 * that folder, with the compression the site's server uses, and `/api/*` passed on to the site's server, so the
 * floor's one SWR request is answered by the same API, at the same origin, in the same round.
 */
import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import { extname, join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
};

export async function serveStackFloor(dir: string, apiBase: string, port: number): Promise<Server> {
  const server = createServer(async (request, response) => {
    const path = new URL(request.url ?? '/', 'http://floor').pathname;
    if (path.startsWith('/api/')) {
      const answer = await fetch(`${apiBase}${request.url}`);
      response.writeHead(answer.status, { 'content-type': answer.headers.get('content-type') ?? 'text/plain' });
      response.end(Buffer.from(await answer.arrayBuffer()));
      return;
    }
    const file = extname(path) ? normalize(path).replace(/^(\.\.[/\\])+/, '') : '/index.html';
    try {
      const body = gzipSync(readFileSync(join(dir, file)));
      response.writeHead(200, {
        'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
        'content-encoding': 'gzip',
        'cache-control': 'no-cache',
      });
      response.end(body);
    } catch {
      response.writeHead(404).end();
    }
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return server;
}
