/**
 * The runbook's CA and client certificate (docs/deploy.md, step 4, between the origin-certificates markers) are
 * made by running that very block with the machine's openssl; then a TLS server that requires client certificates
 * from that CA, as the API's custom domain does, must refuse a client without one and accept the made certificate.
 * What AWS does with them (ACM's import, CloudFront presenting it, API Gateway's truststore) is not provable here.
 */
import { spawnSync } from 'node:child_process';
import { X509Certificate } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { connect, createServer, type Server, type TLSSocket } from 'node:tls';
import { truststoreProblem } from '../config/truststore.js';
import { deployDoc } from './doc-figures.js';

const TLS_CLIENT_AUTH = '1.3.6.1.5.5.7.3.2';

function runbookBlock(): string {
  const doc = deployDoc();
  const start = doc.indexOf('<!-- origin-certificates:begin -->');
  const end = doc.indexOf('<!-- origin-certificates:end -->');
  expect(start, 'the markers around the block').toBeGreaterThan(0);
  const block = /```sh\n([\s\S]+?)```/.exec(doc.slice(start, end))?.[1];
  if (!block) throw new Error('no sh block between the origin-certificates markers of docs/deploy.md');
  return block;
}

let dir: string;
let made: ReturnType<typeof spawnSync>;
const file = (name: string) => readFileSync(join(dir, name), 'utf8');

beforeAll(() => {
  dir = mkdtempSync(join(tmpdir(), 'jobboard-origin-ca-'));
  // The block reads the CA key's passphrase from the terminal; here it comes on stdin.
  made = spawnSync('bash', ['-e', '-c', runbookBlock()], { cwd: dir, input: 'a passphrase for the test\n' });
  // A server certificate for the stand-in of the API's domain (API Gateway has its own, from ACM).
  spawnSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'rsa:2048',
      '-nodes',
      '-days',
      '1',
      '-subj',
      '/CN=localhost',
      '-keyout',
      'server.key',
      '-out',
      'server.pem',
    ],
    { cwd: dir, stdio: 'ignore' },
  );
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

it('the runbook block runs and openssl verifies the client certificate against the CA', () => {
  expect(made.stderr.toString(), 'stderr of the runbook block').not.toMatch(/error|unable/i);
  expect(made.status).toBe(0);
  expect(made.stdout.toString()).toContain('cloudfront-client.pem: OK');
});

it('makes a CA the synth accepts as truststore, with its key encrypted, and a client-only certificate', () => {
  const ca = new X509Certificate(file('origin-ca.pem'));
  const client = new X509Certificate(file('cloudfront-client.pem'));
  expect(truststoreProblem(file('origin-ca.pem'))).toBeUndefined();
  expect(ca.ca).toBe(true);
  expect(ca.subject).toContain('jobboard prod origin CA');
  expect(file('origin-ca.key')).toContain('BEGIN ENCRYPTED PRIVATE KEY');

  expect(client.checkIssued(ca)).toBe(true);
  expect(client.verify(ca.publicKey)).toBe(true);
  expect(client.ca).toBe(false);
  expect(client.keyUsage).toEqual([TLS_CLIENT_AUTH]);
  const days = (Date.parse(client.validTo) - Date.now()) / 86_400_000;
  expect(Math.round(days)).toBe(395);
  // Pasted as the truststore by mistake, the client certificate is refused by the synth.
  expect(truststoreProblem(file('cloudfront-client.pem'))).toMatch(/is not a CA certificate/);
});

/** A TLS server that, like the API's custom domain, requires a client certificate issued by the truststore's CA. */
async function mutualTlsServer(): Promise<{ server: Server; port: number; peers: string[]; refused: string[] }> {
  const peers: string[] = [];
  const refused: string[] = [];
  const server = createServer(
    {
      key: file('server.key'),
      cert: file('server.pem'),
      ca: file('origin-ca.pem'),
      requestCert: true,
      rejectUnauthorized: true,
    },
    (socket: TLSSocket) => {
      peers.push(String(socket.getPeerCertificate().subject?.CN));
      socket.end('hello from the origin');
    },
  );
  server.on('tlsClientError', (error) => refused.push(error.message));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, port: (server.address() as AddressInfo).port, peers, refused };
}

function call(port: number, client?: { key: string; cert: string }): Promise<{ data: string; error?: string }> {
  return new Promise((resolve) => {
    let data = '';
    const socket = connect({ host: '127.0.0.1', port, ca: file('server.pem'), servername: 'localhost', ...client });
    socket.on('data', (chunk) => {
      data += chunk;
    });
    socket.on('error', (error) => resolve({ data, error: error.message }));
    socket.on('close', () => resolve({ data }));
  });
}

it('a server requiring the CA refuses a client without a certificate and accepts the made one', async () => {
  const { server, port, peers, refused } = await mutualTlsServer();
  try {
    const stranger = await call(port);
    expect(stranger.data).toBe('');
    expect(stranger.error).toMatch(/certificate required|handshake failure|socket hang up|ECONNRESET/i);

    // A certificate from any other issuer (here the server's own, self-signed) is refused as well.
    const impostor = await call(port, { key: file('server.key'), cert: file('server.pem') });
    expect(impostor.data).toBe('');
    // Both refused in the handshake, by the server: neither reached the request handler.
    expect(refused).toHaveLength(2);

    const cloudfront = await call(port, { key: file('cloudfront-client.key'), cert: file('cloudfront-client.pem') });
    expect(cloudfront.error).toBeUndefined();
    expect(cloudfront.data).toBe('hello from the origin');
    expect(peers).toEqual(['jobboard prod cloudfront']);
  } finally {
    server.close();
  }
});
