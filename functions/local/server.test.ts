/** The local server over real HTTP: the same answers as the handlers, headers and cookies kept, compression as a CDN would. */

import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { NOT_FOUND_FILE, SHELL_FILE } from '../../shared/prerendered-pages.js';
import { invoke } from '../testing/invoke.js';
import { indexSearch, makeCategories, makeCompany, postJob } from '../testing/jobs.js';
import { bodyOf, headersOf, listenOnFreePort, rawExchange } from './raw-http-testing.js';
import { createAppServer } from './server.js';

interface Answer {
  status: number;
  headers: IncomingHttpHeaders;
  raw: Buffer;
}

let server: Server;
let port: number;

function send(path: string, options: { method?: string; headers?: Record<string, string>; body?: Buffer } = {}) {
  return new Promise<Answer>((resolve, reject) => {
    const req = httpRequest({
      host: '127.0.0.1',
      port,
      path,
      method: options.method ?? 'GET',
      headers: options.headers,
    });
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, raw: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

const decoders: Record<string, (raw: Buffer) => Buffer> = { gzip: gunzipSync, br: brotliDecompressSync };
const json = (answer: Answer) => {
  const decode = decoders[answer.headers['content-encoding'] ?? ''] ?? ((raw: Buffer) => raw);
  return JSON.parse(decode(answer.raw).toString('utf8'));
};

beforeAll(async () => {
  server = createAppServer({});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('the local server', () => {
  it('answers GET /api/jobs/{id} with what the handler returns, its headers and a Content-Length', async () => {
    await makeCategories(['Engineering']);
    const owner = await makeCompany('Initech');
    const job = await postJob(owner, { categories: ['Engineering'] });
    const direct = await invoke('get-job', { params: { id: String(job.id) } });

    const answer = await send(`/api/jobs/${job.id}`, { headers: { 'accept-encoding': 'gzip' } });
    expect(answer.status).toBe(200);
    expect(json(answer)).toEqual(direct.body);
    expect(answer.headers['content-encoding']).toBeUndefined(); // under 1,000 bytes: not worth compressing
    expect(Number(answer.headers['content-length'])).toBe(answer.raw.length);
    for (const name of ['content-type', 'cache-control', 'x-content-type-options', 'strict-transport-security']) {
      expect(answer.headers[name]).toBe(direct.headers[name]);
    }
  });

  it('compresses API answers of 1,000 bytes or more: Brotli for a browser, gzip for a client that takes only that', async () => {
    const owner = await makeCompany('Globex');
    for (let i = 0; i < 4; i++) await postJob(owner, { title: `Engineer ${i}` });
    await indexSearch();
    const path = `/api/jobs?company=${owner.company.id}`;

    const zipped = await send(path, { headers: { 'accept-encoding': 'gzip' } });
    const browser = await send(path, { headers: { 'accept-encoding': 'gzip, deflate, br, zstd' } });
    const plain = await send(path);
    expect(plain.raw.length).toBeGreaterThanOrEqual(1000);
    expect(zipped.headers['content-encoding']).toBe('gzip');
    expect(browser.headers['content-encoding']).toBe('br');
    expect(Number(browser.headers['content-length'])).toBe(browser.raw.length);
    expect(browser.raw.length).toBeLessThan(plain.raw.length);
    for (const answer of [zipped, browser, plain]) expect(answer.headers.vary).toBe('Accept-Encoding');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(json(zipped)).toEqual(json(plain));
    expect(json(browser)).toEqual(json(plain));
    expect(json(plain).jobs ?? json(plain)).toHaveLength(4);
  });

  it('passes the request body and the cookies through, each cookie in its own Set-Cookie header', async () => {
    const malformed = await send('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', host: 'localhost:3000' },
      body: Buffer.from('{"username":'),
    });
    expect(malformed.status).toBe(400);
    expect(json(malformed).message).toMatch(/\S/);

    const logout = await send('/api/logout', { method: 'POST', headers: { host: 'localhost:3000' } });
    expect(logout.status).toBe(200);
    // The session cookie and the page's signed-in marker, both cleared.
    expect(logout.headers['set-cookie']).toHaveLength(2);
    for (const cookie of logout.headers['set-cookie'] ?? []) expect(cookie).toMatch(/Max-Age=0|Expires=/i);
  });

  it('answers unknown API paths 404, known paths with another method 405 and huge bodies 413, as JSON', async () => {
    const unknown = await send('/api/nothing-here');
    expect(unknown.status).toBe(404);
    expect(json(unknown)).toHaveProperty('message');
    const wrongMethod = await send('/api/enums', { method: 'DELETE' });
    expect(wrongMethod.status).toBe(405);
    const huge = await send('/api/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: Buffer.alloc(1024 * 1024 + 1, 'a'),
    });
    expect(huge.status).toBe(413);
    expect(json(huge)).toHaveProperty('message');
  });
});

describe("the local server's own answers", () => {
  it('answers a request target URL cannot parse 400 as JSON, and keeps serving', async () => {
    const broken = await rawExchange(port, 'GET http://[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(broken.statuses[0]).toBe(400);
    expect(JSON.parse(bodyOf(broken.text))).toEqual({ message: 'The request could not be understood' });
    expect(headersOf(broken.text)['content-type']).toBe('application/json; charset=utf-8');
    expect((await send('/api/nothing-here')).status).toBe(404);
  });

  it("carry the security headers a handler's answer carries: 400 (bad URL, no Host), 404, 405, 413, 431", async () => {
    const direct = await invoke('get-enums');
    const notSecurity =
      /^(content-type|content-length|content-encoding|cache-control|vary|etag|last-modified|x-request-id)$/;
    const securityNames = Object.keys(direct.headers).filter((name) => !notSecurity.test(name));
    expect(securityNames).toEqual(
      expect.arrayContaining(['content-security-policy', 'strict-transport-security', 'x-frame-options']),
    );
    const answers = [
      headersOf((await rawExchange(port, 'GET http://[ HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n')).text),
      headersOf((await rawExchange(port, 'GET /api/enums HTTP/1.1\r\nConnection: close\r\n\r\n')).text),
      (await send('/api/nothing-here')).headers,
      (await send('/api/enums', { method: 'DELETE' })).headers,
      (
        await send('/api/login', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: Buffer.alloc(1024 * 1024 + 1, 'a'),
        })
      ).headers,
      headersOf((await rawExchange(port, `GET / HTTP/1.1\r\nX: ${'a'.repeat(20_000)}\r\n\r\n`)).text),
    ];
    for (const headers of answers) {
      for (const name of securityNames)
        expect(headers[name], `${name} of answer ${answers.indexOf(headers)}`).toBe(direct.headers[name]);
    }
  });
});

describe('the site under /assets/', () => {
  let site: Server;
  let sitePort: number;
  let webRoot: string;
  beforeAll(async () => {
    webRoot = mkdtempSync(join(tmpdir(), 'site-'));
    mkdirSync(join(webRoot, 'assets'));
    writeFileSync(join(webRoot, 'index.html'), '<html>home</html>');
    writeFileSync(join(webRoot, SHELL_FILE), '<html>frame</html>');
    writeFileSync(join(webRoot, NOT_FOUND_FILE), '<html>not found</html>');
    writeFileSync(join(webRoot, 'assets/main-Ab12Cd34.js'), 'console.log(1)');
    site = createAppServer({ webRoot });
    sitePort = await listenOnFreePort(site);
  });
  afterAll(async () => {
    await new Promise((resolve) => site.close(resolve));
    rmSync(webRoot, { recursive: true, force: true });
  });

  it('serves a real hashed file with the year-long immutable cache and a page with no-cache', async () => {
    const asset = await rawExchange(
      sitePort,
      'GET /assets/main-Ab12Cd34.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
    );
    expect(asset.statuses).toEqual([200]);
    expect(headersOf(asset.text)['cache-control']).toBe('public, max-age=31536000, immutable');
    const page = await rawExchange(sitePort, 'GET /application/42 HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    expect(page.statuses).toEqual([200]);
    expect(page.text).toContain('<html>frame</html>');
    expect(headersOf(page.text)['cache-control']).toBe('no-cache');
  });

  it('answers a path no screen has 404 with the friendly page, as CloudFront does', async () => {
    // Paths under /companies/ and /job/ are the page function's (web/e2e/job-pages.test.ts covers its 404s).
    for (const path of ['/jobs/42', '/no/such/page', '/application/4/jobs']) {
      const miss = await rawExchange(sitePort, `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(miss.statuses, path).toEqual([404]);
      expect(miss.text, path).toContain('<html>not found</html>');
      expect(headersOf(miss.text)['content-security-policy'], path).toBeDefined();
    }
  });

  it('answers a miss under /assets/ 404, never the frame with an immutable cache', async () => {
    for (const path of ['/assets/main', '/assets/main-Ab12Cd34', '/assets/', '/assets/missing.js', '/assets/a/b']) {
      const miss = await rawExchange(sitePort, `GET ${path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n`);
      expect(miss.statuses, path).toEqual([404]);
      expect(miss.text, path).not.toContain('<html>');
      expect(headersOf(miss.text)['cache-control'], path).toBe('no-store');
      expect(JSON.parse(bodyOf(miss.text))).toEqual({ message: 'Not found' });
    }
  });

  it('survives a file removed since it started (the site rebuilt under it): that connection closes', async () => {
    const doomed = join(webRoot, 'assets/old-Zz99Yy88.js');
    writeFileSync(doomed, 'console.log(0)');
    const restarted = createAppServer({ webRoot }); // reads the file list now, with the file in it
    const restartedPort = await listenOnFreePort(restarted);
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      rmSync(doomed);
      const gone = await rawExchange(
        restartedPort,
        'GET /assets/old-Zz99Yy88.js HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
      );
      expect(gone.closedByServer).toBe(true);
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ code: 'ENOENT' }));
      const page = await rawExchange(restartedPort, 'GET / HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
      expect(page.statuses).toEqual([200]);
    } finally {
      logged.mockRestore();
      await new Promise((resolve) => restarted.close(resolve));
    }
  });

  it('ignores a Range it cannot honour instead of failing', async () => {
    const answer = await rawExchange(
      sitePort,
      'GET / HTTP/1.1\r\nHost: x\r\nRange: bytes=9-1\r\nConnection: close\r\n\r\n',
    );
    expect(answer.statuses).toEqual([200]);
    expect(answer.text).toContain('<html>home</html>');
  });
});
