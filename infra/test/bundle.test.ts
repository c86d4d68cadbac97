/**
 * A handler bundled with the deployed options (ESM, minified, AWS SDK inside, require shim) loads in this Node and
 * answers an API Gateway v2 event: the check that synth alone cannot make, since CDK only writes the bundle.
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { bundleAliases, esbuildOptions, functionBundling, handlerEntry } from '../bundling.js';

it('the bundled get-enums handler loads as ESM and answers 200 with JSON and a source map beside it', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'jobboard-bundle-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const outfile = join(dir, 'index.mjs');
  await build(esbuildOptions(handlerEntry('get-enums'), outfile));
  expect(existsSync(`${outfile}.map`)).toBe(true);

  // Every function gets TABLE_NAME (get-enums never reads it, but the environment is checked as a whole).
  vi.stubEnv('TABLE_NAME', process.env.TABLE_NAME ?? 'bundle-test');
  onTestFinished(() => {
    vi.unstubAllEnvs();
  });
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

it('ships only the environment credential provider, no event-stream support and no semver: aliased away', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'jobboard-bundle-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const outfile = join(dir, 'index.mjs');
  await build(esbuildOptions(handlerEntry('list-categories'), outfile));
  const code = readFileSync(outfile, 'utf8');
  expect(code).toContain('AWS_SECRET_ACCESS_KEY');
  // The container and web-identity providers of credential-provider-node read these variables.
  expect(code).not.toContain('AWS_CONTAINER_CREDENTIALS_FULL_URI');
  expect(code).not.toContain('AWS_WEB_IDENTITY_TOKEN_FILE');
  // The event-stream codec names its headers ':event-type'; no bundled client streams events.
  expect(code).not.toContain(':event-type');
  expect(functionBundling.esbuildArgs).toEqual({
    '--alias:@aws-sdk/credential-provider-node': bundleAliases['@aws-sdk/credential-provider-node'],
    '--alias:node:http': bundleAliases['node:http'],
    '--alias:@smithy/core/event-streams': bundleAliases['@smithy/core/event-streams'],
    '--alias:semver': bundleAliases.semver,
    '--alias:is-unsafe': bundleAliases['is-unsafe'],
  });
  // semver's version constant: only its `gte` stand-in ships (bundle-shims/semver-gte.ts).
  expect(code).not.toContain('SEMVER_SPEC_VERSION');
});

it('the bundled SVG check, with is-unsafe aliased away, still passes a drawing and refuses a script or entities', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'jobboard-bundle-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const outfile = join(dir, 'index.mjs');
  await build(esbuildOptions(join(import.meta.dirname, '../../functions/lib/files/svg-check.ts'), outfile));
  // One of is-unsafe's shell rules: none of its rule sets ships.
  expect(readFileSync(outfile, 'utf8')).not.toContain('shell-path-traversal-unix');
  const { checkSvg } = await import(pathToFileURL(outfile).href);
  const svg = (inside: string) => `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10">${inside}</svg>`;
  expect(checkSvg(svg('<rect width="10" height="10" fill="#123"/>'))).toEqual({ ok: true });
  expect(checkSvg(svg('<script>alert(1)</script>'))).toEqual({ ok: false, reason: 'it contains a script' });
  expect(checkSvg(`<!DOCTYPE svg [<!ENTITY a "&#60;script">]>${svg('<text>&a;</text>')}`)).toEqual({
    ok: false,
    reason: 'it declares a DOCTYPE or entities',
  });
});

/** Loads the bundle in a fresh Node, notes whether undici (Node's fetch) loaded with it, then calls it once. */
const PROBE = `
const { handler } = await import(process.argv[1]);
const undiciOnLoad = process.moduleLoadList.some((name) => name.includes('undici'));
const event = {
  version: '2.0', routeKey: 'GET /api/categories', rawPath: '/api/categories', rawQueryString: '', headers: {},
  isBase64Encoded: false,
  requestContext: { requestId: 'probe', http: { method: 'GET', path: '/api/categories', sourceIp: '192.0.2.1' } },
};
const context = { awsRequestId: 'probe', functionName: 'list-categories', getRemainingTimeInMillis: () => 5000 };
const { statusCode, body } = await handler(event, context);
console.log(JSON.stringify({ undiciOnLoad, statusCode, body: JSON.parse(body) }));
`;

it('a bundle with the SDK loads without undici (node:http through require) and still calls DynamoDB over HTTP', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'jobboard-bundle-'));
  onTestFinished(() => rmSync(dir, { recursive: true, force: true }));
  const outfile = join(dir, 'index.mjs');
  await build(esbuildOptions(handlerEntry('list-categories'), outfile));
  expect(readFileSync(outfile, 'utf8')).not.toMatch(/from\s*"node:http"/);

  // A stand-in DynamoDB endpoint over plain HTTP: the SDK's http agent comes from the aliased node:http.
  const targets: (string | undefined)[] = [];
  const server = createServer((request, response) => {
    targets.push(request.headers['x-amz-target'] as string | undefined);
    request.resume().on('end', () => {
      response.setHeader('content-type', 'application/x-amz-json-1.0');
      response.end(JSON.stringify({ Items: [{ id: { N: '1' }, name: { S: 'Design' }, icon: { S: 'PaletteIcon' } }] }));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(() => new Promise<void>((resolve) => server.close(() => resolve())));
  const { port } = server.address() as AddressInfo;

  const child = spawn(process.execPath, ['--input-type=module', '-e', PROBE, pathToFileURL(outfile).href], {
    env: {
      PATH: process.env.PATH,
      TABLE_NAME: 'probe',
      AWS_REGION: 'us-east-1',
      DYNAMODB_ENDPOINT: `http://127.0.0.1:${port}`,
      LOG_LEVEL: 'SILENT',
    },
  });
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  const [code] = await once(child, 'close');
  expect(code).toBe(0);
  expect(JSON.parse(output)).toEqual({
    undiciOnLoad: false,
    statusCode: 200,
    body: [{ id: 1, name: 'Design', icon: 'PaletteIcon', jobCount: 0 }],
  });
  expect(targets).toEqual(['DynamoDB_20120810.Query']);
});
