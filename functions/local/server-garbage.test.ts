/**
 * The local server under garbage: raw sockets send what no browser would (broken request lines and headers, NUL
 * bytes, oversized headers and URLs, pipelined junk, slowloris trickles, silent and abandoned connections). After
 * each, the server must still be listening and answer a normal request on another socket, and no answer to garbage
 * may be a 5xx. Timeouts are short here so that the slow clients are dealt with in a second.
 */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import fc from 'fast-check';
import { NOT_FOUND_FILE, SHELL_FILE } from '../../shared/prerendered-pages.js';
import { listenOnFreePort, type RawExchange, rawExchange } from './raw-http-testing.js';
import { createAppServer } from './server.js';

let server: Server;
let port: number;
let webRoot: string;

const TIMEOUTS = { headersTimeout: 400, requestTimeout: 800, keepAliveTimeout: 400, connectionsCheckingInterval: 50 };

beforeAll(async () => {
  webRoot = mkdtempSync(join(tmpdir(), 'garbage-site-'));
  mkdirSync(join(webRoot, 'assets'));
  writeFileSync(join(webRoot, 'index.html'), '<html>home</html>');
  writeFileSync(join(webRoot, SHELL_FILE), '<html>frame</html>');
  writeFileSync(join(webRoot, NOT_FOUND_FILE), '<html>not found</html>');
  writeFileSync(join(webRoot, 'assets/main-Ab12Cd34.js'), 'console.log(1)');
  server = createAppServer({ webRoot, timeouts: TIMEOUTS });
  port = await listenOnFreePort(server);
});
afterAll(async () => {
  const closed = new Promise((resolve) => server.close(resolve));
  server.closeAllConnections();
  await closed;
  rmSync(webRoot, { recursive: true, force: true });
});

/** A normal client on its own socket still gets its page and its API answer. */
async function expectServing() {
  expect(server.listening).toBe(true);
  const page = await rawExchange(port, 'GET / HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  expect(page.statuses).toEqual([200]);
  const api = await rawExchange(port, 'GET /api/enums HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
  expect(api.statuses).toEqual([200]);
}

function expectNo5xx(exchange: RawExchange, label: string) {
  for (const status of exchange.statuses) expect(status, `${label}: ${exchange.text.slice(0, 200)}`).toBeLessThan(500);
}

/** Well-formed requests ask to close, so that each exchange ends when its answer does. */
const host = 'Host: localhost\r\nConnection: close\r\n';
const keepAlive = 'Host: localhost\r\n';
const garbage: Record<string, string | Buffer> = {
  'a target URL refuses': `GET http://[ HTTP/1.1\r\n${host}\r\n`,
  'a protocol-relative target with a bad host': `GET //[ HTTP/1.1\r\n${host}\r\n`,
  'a port out of range': `GET http://x:99999/ HTTP/1.1\r\n${host}\r\n`,
  'no method, no version': 'GARBAGE\r\n\r\n',
  'an unknown HTTP version': `GET / HTTP/9.9\r\n${host}\r\n`,
  'an empty target': `GET  HTTP/1.1\r\n${host}\r\n`,
  'a NUL in the request line': `GET /\0 HTTP/1.1\r\n${host}\r\n`,
  'a NUL in a header value': `GET / HTTP/1.1\r\n${host}X-Thing: a\0b\r\n\r\n`,
  'a look-alike of an API path (a page the site does not have)': `POST /$api/login HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`,
  'a NUL escaped in an API path': `GET /api/enums%00 HTTP/1.1\r\n${host}\r\n`,
  'an emoji method': `\u{1F600} / HTTP/1.1\r\n${host}\r\n`,
  'bytes that are not UTF-8': Buffer.from([0xff, 0xfe, 0x00, 0x0d, 0x0a, 0x0d, 0x0a]),
  'the HTTP/2 preface': 'PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n',
  'no Host on HTTP/1.1': 'GET /api/enums HTTP/1.1\r\n\r\n',
  'a header without a colon': `GET / HTTP/1.1\r\n${host}NoColonHere\r\n\r\n`,
  'a space in a header name': `GET / HTTP/1.1\r\n${host}Bad Name: x\r\n\r\n`,
  'a folded header line': `GET / HTTP/1.1\r\n${host}X-A: one\r\n  folded\r\n\r\n`,
  'a Content-Length that is not a number': `POST /api/login HTTP/1.1\r\n${host}Content-Length: abc\r\n\r\n`,
  'a negative Content-Length': `POST /api/login HTTP/1.1\r\n${host}Content-Length: -1\r\n\r\n`,
  'two different Content-Lengths': `POST /api/login HTTP/1.1\r\n${host}Content-Length: 2\r\nContent-Length: 3\r\n\r\n{}`,
  'Content-Length and chunked together (smuggling)': `POST /api/login HTTP/1.1\r\n${host}Content-Length: 4\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n`,
  'an unknown Transfer-Encoding': `POST /api/login HTTP/1.1\r\n${host}Transfer-Encoding: gzip\r\n\r\n`,
  'a chunk size that is not hex': `POST /api/login HTTP/1.1\r\n${host}Transfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}\r\n0\r\n\r\n`,
  'a bare LF line ending': `GET / HTTP/1.1\n${host}\n`,
  'a CONNECT tunnel request': `CONNECT localhost:22 HTTP/1.1\r\n${host}\r\n`,
  'headers over 16 KiB': `GET / HTTP/1.1\r\n${host}X-Big: ${'a'.repeat(20_000)}\r\n\r\n`,
  'a 100,000-character URL': `GET /${'a'.repeat(100_000)} HTTP/1.1\r\n${host}\r\n`,
  'a long API query under the header limit': `GET /api/jobs?q=${'a'.repeat(12_000)} HTTP/1.1\r\n${host}\r\n`,
  'a Range that cannot be served': `GET / HTTP/1.1\r\n${host}Range: bytes=9-1\r\n\r\n`,
  'a body of malformed JSON': `POST /api/login HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 5\r\n\r\n{"a":`,
  'pipelined requests, then junk': `GET /api/enums HTTP/1.1\r\n${keepAlive}\r\nGET / HTTP/1.1\r\n${keepAlive}\r\nJUNK JUNK\r\n\r\n`,
  'a thousand tiny headers': `GET / HTTP/1.1\r\n${host}${'X-A: b\r\n'.repeat(1_000)}\r\n`,
};

describe('the local server under garbage', () => {
  it.each(Object.entries(garbage))('survives %s and answers no 5xx', async (label, data) => {
    const exchange = await rawExchange(port, data, { guardMs: 3_000 });
    expect(exchange.closedByServer || exchange.statuses.length > 0, label).toBe(true);
    expectNo5xx(exchange, label);
    await expectServing();
  });

  it('answers the requests pipelined before junk first, in order, then 400, then closes', async () => {
    const exchange = await rawExchange(port, garbage['pipelined requests, then junk'] as string);
    expect(exchange.statuses).toEqual([200, 200, 400]);
    expect(exchange.closedByServer).toBe(true);
  });

  it('answers oversized headers and a huge URL 431, and a request it cannot parse 400', async () => {
    expect((await rawExchange(port, garbage['headers over 16 KiB'] as string)).statuses).toEqual([431]);
    expect((await rawExchange(port, garbage['a 100,000-character URL'] as string)).statuses).toEqual([431]);
    expect((await rawExchange(port, garbage['no method, no version'] as string)).statuses).toEqual([400]);
    expect((await rawExchange(port, garbage['a NUL in a header value'] as string)).statuses).toEqual([400]);
  });

  it('answers a path the site does not have 404, even a POST that looks like an API call', async () => {
    const lookAlike = garbage['a look-alike of an API path (a page the site does not have)'] as string;
    expect((await rawExchange(port, lookAlike)).statuses).toEqual([404]);
  });

  it('closes slowloris connections with 408 (headers trickled, body stalled, nothing sent) while serving others', async () => {
    const trickle = Array.from({ length: 40 }, (_, i) => `X-Slow-${i}: z\r\n`);
    const slow = [
      ...Array.from({ length: 10 }, () =>
        rawExchange(port, `GET / HTTP/1.1\r\n${host}`, { pieces: trickle, gapMs: 100, guardMs: 6_000 }),
      ),
      rawExchange(
        port,
        `POST /api/login HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"u`,
        {
          guardMs: 6_000,
        },
      ),
      rawExchange(port, '', { guardMs: 6_000 }),
    ];
    await expectServing(); // while the slow ones hold their sockets
    for (const exchange of await Promise.all(slow)) {
      expect(exchange.closedByServer).toBe(true);
      expect(exchange.statuses).toEqual([408]);
    }
    await expectServing();
  });

  it('survives clients that leave mid-request', async () => {
    for (const data of [
      `POST /api/login HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 100\r\n\r\n{"us`,
      `GET /assets/main-Ab12Cd34.js HTTP/1.1\r\n${host}`,
    ]) {
      await rawExchange(port, data, { guardMs: 50 });
    }
    await expectServing();
  });

  it('property: arbitrary bytes, alone or spliced into a valid request, never stop it nor get a 5xx', async () => {
    const valid = `POST /api/login HTTP/1.1\r\n${host}Content-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`;
    const input = fc.oneof(
      fc.uint8Array({ minLength: 1, maxLength: 600 }).map((bytes) => Buffer.from(bytes)),
      fc
        .tuple(fc.nat({ max: valid.length }), fc.uint8Array({ minLength: 1, maxLength: 40 }))
        .map(([at, bytes]) => Buffer.concat([Buffer.from(valid.slice(0, at)), bytes, Buffer.from(valid.slice(at))])),
      fc
        .tuple(fc.string({ unit: 'binary', maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 200 }))
        .map(([name, value]) => Buffer.from(`GET / HTTP/1.1\r\n${host}${name}: ${value}\r\n\r\n`)),
    );
    await fc.assert(
      fc.asyncProperty(input, async (data) => {
        const exchange = await rawExchange(port, data, { end: true, guardMs: 3_000 });
        expectNo5xx(exchange, data.toString('latin1').slice(0, 80));
        await expectServing();
      }),
      { numRuns: 60 },
    );
  });
});
