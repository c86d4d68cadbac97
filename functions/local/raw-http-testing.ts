/** Tests only: raw TCP to a server, to send what no HTTP client library would (broken request lines, junk, stalls). */
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { connect } from 'node:net';

export interface RawExchange {
  /** Everything the server sent, as latin1 text (byte for byte). */
  text: string;
  /** The status of each answer in it, in order. */
  statuses: number[];
  /** Whether the server closed the connection (rather than our guard timer). */
  closedByServer: boolean;
}

export interface RawOptions {
  /** Pieces sent one after another, `gapMs` apart (a slowloris client trickles its request). */
  pieces?: (string | Buffer)[];
  gapMs?: number;
  /** Half-close after the last piece: the server sees the end of the request stream. */
  end?: boolean;
  /** Give up (and close ourselves) after this long; then closedByServer is false. */
  guardMs?: number;
}

export function statusesOf(text: string): number[] {
  return [...text.matchAll(/HTTP\/1\.1 (\d{3}) /g)].map((match) => Number(match[1]));
}

export function rawExchange(port: number, data: string | Buffer, options: RawOptions = {}): Promise<RawExchange> {
  const pieces = [data, ...(options.pieces ?? [])];
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    const chunks: Buffer[] = [];
    let closedByServer = true;
    const timers: NodeJS.Timeout[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', () => undefined); // a reset is one of the outcomes under test, not a failure of the helper
    socket.on('close', () => {
      for (const timer of timers) clearTimeout(timer);
      const text = Buffer.concat(chunks).toString('latin1');
      resolve({ text, statuses: statusesOf(text), closedByServer });
    });
    pieces.forEach((piece, index) => {
      timers.push(
        setTimeout(
          () => {
            if (socket.destroyed) return;
            socket.write(piece);
            if (index === pieces.length - 1 && options.end) socket.end();
          },
          index * (options.gapMs ?? 0),
        ),
      );
    });
    timers.push(
      setTimeout(() => {
        closedByServer = false;
        socket.destroy();
      }, options.guardMs ?? 5_000),
    );
  });
}

/** The headers of the first answer in a raw exchange, names lower-cased. */
export function headersOf(text: string): Record<string, string> {
  const head = text.split('\r\n\r\n')[0] ?? '';
  const headers: Record<string, string> = {};
  for (const line of head.split('\r\n').slice(1)) {
    const colon = line.indexOf(':');
    if (colon > 0) headers[line.slice(0, colon).toLowerCase()] = line.slice(colon + 1).trim();
  }
  return headers;
}

/** The body of the first answer (Content-Length or chunked with one chunk, as the server's own answers are). */
export function bodyOf(text: string): string {
  const rest = text.split('\r\n\r\n').slice(1).join('\r\n\r\n');
  if (headersOf(text)['transfer-encoding'] === 'chunked') return rest.split('\r\n')[1] ?? '';
  return rest.slice(0, Number(headersOf(text)['content-length'] ?? rest.length));
}

export async function listenOnFreePort(server: Server): Promise<number> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return (server.address() as AddressInfo).port;
}
