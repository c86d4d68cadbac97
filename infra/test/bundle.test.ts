/**
 * A handler bundled with the deployed options (ESM, minified, AWS SDK inside, require shim) loads in this Node and
 * answers an API Gateway v2 event: the check that synth alone cannot make, since CDK only writes the bundle.
 */
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { credentialAlias, esbuildOptions, functionBundling, handlerEntry } from '../bundling.js';

it('the bundled get-enums handler loads as ESM and answers 200 with JSON and a source map beside it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'jobboard-bundle-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const outfile = join(dir, 'index.mjs');
  await build(esbuildOptions(handlerEntry('get-enums'), outfile));
  expect(existsSync(`${outfile}.map`)).toBe(true);

  const { handler } = await import(pathToFileURL(outfile).href);
  const event = {
    version: '2.0',
    routeKey: 'GET /api/enums',
    rawPath: '/api/enums',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: {
      requestId: 'bundle-test',
      http: { method: 'GET', path: '/api/enums', protocol: 'HTTP/1.1', sourceIp: '192.0.2.1', userAgent: 'vitest' },
    },
  };
  const context = { awsRequestId: 'bundle-test', functionName: 'get-enums', getRemainingTimeInMillis: () => 5000 };
  const result = await handler(event, context);
  expect(result.statusCode).toBe(200);
  expect(JSON.parse(result.body).jobTypes.length).toBeGreaterThan(0);
});

it('ships only the environment credential provider: the rest of the SDK default chain is aliased away', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'jobboard-bundle-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const outfile = join(dir, 'index.mjs');
  await build(esbuildOptions(handlerEntry('list-categories'), outfile));
  const code = readFileSync(outfile, 'utf8');
  expect(code).toContain('AWS_SECRET_ACCESS_KEY');
  // The container and web-identity providers of credential-provider-node read these variables.
  expect(code).not.toContain('AWS_CONTAINER_CREDENTIALS_FULL_URI');
  expect(code).not.toContain('AWS_WEB_IDENTITY_TOKEN_FILE');
  expect(functionBundling.esbuildArgs).toEqual({
    '--alias:@aws-sdk/credential-provider-node': credentialAlias['@aws-sdk/credential-provider-node'],
  });
});
