/**
 * Deployed, the origin secret is not in the function's configuration: the function reads it once from Secrets
 * Manager through the Parameters and Secrets extension (ORIGIN_SECRET_ID) and keeps it. A local server stands in
 * for the extension's localhost endpoint.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { call } from '../../testing/accounts.js';

const CURRENT = 'current-origin-secret-from-secrets-manager';
const SECRET_ARN = 'arn:aws:secretsmanager:eu-west-1:000000000000:secret:origin';
const reads: { secretId: string | null; token: string | undefined }[] = [];
let server: Server;

beforeAll(async () => {
  server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://localhost');
    reads.push({
      secretId: url.searchParams.get('secretId'),
      token: request.headers['x-aws-parameters-secrets-token'] as string | undefined,
    });
    response.end(JSON.stringify({ SecretString: JSON.stringify({ current: CURRENT }) }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  process.env.PARAMETERS_SECRETS_EXTENSION_HTTP_PORT = String((server.address() as AddressInfo).port);
  process.env.ORIGIN_SECRET_ID = SECRET_ARN;
  process.env.AWS_SESSION_TOKEN = 'session-token';
});
afterAll(() => {
  server.close();
  delete process.env.ORIGIN_SECRET_ID;
});

it('reads the origin secret from Secrets Manager once, then refuses and accepts by it', async () => {
  const refused = await call('get-enums', {});
  expect(refused.status).toBe(403);
  expect(refused.body).toEqual({ message: "Call the API through the site's address" });
  expect((await call('get-enums', { headers: { 'x-origin-verify': CURRENT } })).status).toBe(200);
  expect((await call('get-enums', { headers: { 'x-origin-verify': `${CURRENT}x` } })).status).toBe(403);
  expect(reads).toEqual([{ secretId: SECRET_ARN, token: 'session-token' }]);
});
