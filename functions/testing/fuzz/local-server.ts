/**
 * The real local server (API only) on a free port, and a client that sends a path exactly as written: no URL
 * parsing on the way, so malformed escapes and odd segments reach the server as an attacker would send them.
 */
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createAppServer } from '../../local/server.js';

export interface RawRequest {
  method: string;
  /** Path and query string, sent byte for byte. */
  path: string;
  headers?: Record<string, string>;
  body?: Buffer;
}

export interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  text: string;
}

export interface LocalServer {
  send(request: RawRequest): Promise<RawAnswer>;
  close(): Promise<void>;
}

export async function startLocalServer(): Promise<LocalServer> {
  const server: Server = createAppServer({});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const send = ({ method, path, headers = {}, body }: RawRequest) =>
    new Promise<RawAnswer>((resolve, reject) => {
      const req = httpRequest({
        host: '127.0.0.1',
        port,
        method,
        path,
        headers: body === undefined ? headers : { ...headers, 'content-length': String(body.length) },
      });
      req.on('response', (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      });
      req.on('error', reject);
      req.end(body);
    });
  const close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return { send, close };
}
