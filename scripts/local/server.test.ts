/** The local server over real HTTP: the same answers as the handlers, headers and cookies kept, compression as a CDN would. */
import { request as httpRequest, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { makeCategories, makeCompany, postJob } from '../../functions/lib/db/jobs-testing.js';
import { invoke } from '../../functions/testing/invoke.js';
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
    expect(logout.headers['set-cookie']).toHaveLength(1);
    expect(logout.headers['set-cookie']?.[0]).toMatch(/Max-Age=0|Expires=/i);
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
