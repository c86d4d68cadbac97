import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { AwsError, sendSigned, signRequest } from './signed-request.js';

/** The example of AWS's S3 documentation ("GET Object", signature in the Authorization header). */
const EXAMPLE_CREDENTIALS = {
  accessKeyId: 'AKIAIOSFODNN7EXAMPLE',
  secretAccessKey: 'wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY',
};

describe('signing a request', () => {
  it("gives AWS's documented signature for the S3 GET Object example", async () => {
    const signed = await signRequest(
      {
        service: 's3',
        region: 'us-east-1',
        credentials: EXAMPLE_CREDENTIALS,
        method: 'GET',
        url: new URL('https://examplebucket.s3.amazonaws.com/test.txt'),
        headers: { range: 'bytes=0-9' },
      },
      new Date('2013-05-24T00:00:00Z'),
    );
    expect(signed.headers.authorization).toBe(
      'AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, ' +
        'SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, ' +
        'Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41',
    );
  });

  it('signs the session token and the body it sends', async () => {
    const signed = await signRequest({
      service: 'lambda',
      region: 'eu-west-1',
      credentials: { ...EXAMPLE_CREDENTIALS, sessionToken: 'session-token' },
      method: 'POST',
      url: new URL('https://lambda.eu-west-1.amazonaws.com/2015-03-31/functions/f/invocations'),
      body: '{"a":1}',
    });
    expect(signed.headers['x-amz-security-token']).toBe('session-token');
    expect(signed.headers['content-length']).toBe('7');
    // sha256('{"a":1}'): a changed body no longer matches the signature.
    expect(signed.headers['x-amz-content-sha256']).toBe(
      '015abd7f5cc57a2dd94b7590f04ad8084273905ee33ec5cebeae62276a97f862',
    );
    expect(signed.headers.authorization).toMatch(/SignedHeaders=[^,]*x-amz-security-token/);
  });
});

describe('sending a signed request', () => {
  type Answer = (req: IncomingMessage, res: ServerResponse, body: string) => void;
  let answer: Answer;
  const received: { method?: string; url?: string; headers: IncomingMessage['headers']; body: string }[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks).toString('utf8');
      received.push({ method: req.method, url: req.url, headers: req.headers, body });
      answer(req, res, body);
    });
  });
  let base: string;

  beforeAll(async () => {
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  beforeEach(() => {
    received.length = 0;
  });

  const send = (method: 'GET' | 'HEAD' | 'POST', body?: string, silenceMs?: number) =>
    sendSigned({
      service: 's3',
      region: 'us-east-1',
      credentials: EXAMPLE_CREDENTIALS,
      method,
      url: new URL(`${base}/bucket/a%20b.txt`),
      ...(body === undefined ? {} : { body }),
      ...(silenceMs === undefined ? {} : { silenceMs }),
    });

  it('sends the signed headers and the body, and answers the status, headers and body', async () => {
    answer = (_req, res) => res.writeHead(200, { 'content-type': 'text/plain' }).end('hello');
    const response = await send('POST', 'payload');
    expect(response.status).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain');
    expect(response.body.toString()).toBe('hello');
    expect(received).toHaveLength(1);
    expect(received[0]).toMatchObject({ method: 'POST', url: '/bucket/a%20b.txt', body: 'payload' });
    expect(received[0]?.headers.authorization).toMatch(/^AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE\//);
    expect(received[0]?.headers['x-amz-date']).toMatch(/^\d{8}T\d{6}Z$/);
  });

  it('names an S3 error by its XML code, a Lambda error by its type header, a bodiless 404 NotFound', async () => {
    answer = (_req, res) =>
      res.writeHead(403).end('<Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>');
    await expect(send('GET')).rejects.toMatchObject({ name: 'AccessDenied', message: 'Access Denied', status: 403 });
    answer = (_req, res) =>
      res
        .writeHead(429, { 'x-amzn-errortype': 'TooManyRequestsException:http://internal' })
        .end('{"message":"Rate exceeded"}');
    await expect(send('POST', '{}')).rejects.toMatchObject({ name: 'TooManyRequestsException', status: 429 });
    answer = (_req, res) => res.writeHead(404).end();
    const missing = await send('HEAD').catch((error: unknown) => error);
    expect(missing).toBeInstanceOf(AwsError);
    expect(missing).toMatchObject({ name: 'NotFound', status: 404 });
  });

  it('tries a 503 again, signed afresh, and answers the try that worked', async () => {
    let tries = 0;
    answer = (_req, res) => {
      tries += 1;
      if (tries < 3) res.writeHead(503).end('<Error><Code>SlowDown</Code></Error>');
      else res.writeHead(200).end('done');
    };
    const response = await send('GET');
    expect(response.body.toString()).toBe('done');
    expect(received).toHaveLength(3);
  });

  it('abandons a try that falls silent and tries again', async () => {
    let tries = 0;
    answer = (_req, res) => {
      tries += 1;
      // The first try gets half its body, then nothing more.
      if (tries === 1) res.writeHead(200, { 'content-length': '4' }).write('do');
      else res.writeHead(200).end('done');
    };
    const response = await send('GET', undefined, 200);
    expect(response.body.toString()).toBe('done');
    expect(received).toHaveLength(2);
  });

  it('gives up on a service that never answers, naming the silence', async () => {
    answer = () => {};
    await expect(send('GET', undefined, 20)).rejects.toMatchObject({ name: 'SilentConnection' });
    expect(received.length).toBeGreaterThan(1);
  });

  it('does not try a refused request again', async () => {
    answer = (_req, res) => res.writeHead(400).end('<Error><Code>InvalidArgument</Code></Error>');
    await expect(send('GET')).rejects.toMatchObject({ name: 'InvalidArgument' });
    expect(received).toHaveLength(1);
  });
});
