/**
 * What the infrastructure relies on in shared/routes.ts. Every route must state its access, data, secret, email
 * and cache decisions: the type requires them (the @ts-expect-error below fails the typecheck if one ever becomes
 * optional), and this test checks the values at run time and the one rule the edge cache depends on.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROLES } from '../../shared/constants.js';
import { type RouteDefinition, routeIds, routeKey, routes } from '../../shared/routes.js';
import { esbuildOptions, functionBundling, nodeTarget, repoRoot } from '../bundling.js';
import { resolveHandlers } from '../stacks/api-stack.js';

const undecided = {
  method: 'GET',
  path: '/api/new-thing',
  access: 'public',
  cacheSeconds: 0,
} as const;
// @ts-expect-error data and secret are missing: a route cannot be added without deciding them
const _check: RouteDefinition = undecided;

describe.each(routeIds)('%s', (id) => {
  const route: RouteDefinition = routes[id];

  it('decides who may call it and what it may touch', () => {
    const validAccess =
      ['public', 'optional', 'signed-in'].includes(route.access as string) ||
      (Array.isArray(route.access) && route.access.length > 0 && route.access.every((r) => ROLES.includes(r)));
    expect(validAccess).toBe(true);
    expect(['none', 'read', 'write']).toContain(route.data);
    expect(typeof route.secret).toBe('boolean');
    expect(Number.isInteger(route.cacheSeconds) && route.cacheSeconds >= 0).toBe(true);
  });

  it('is cached at the edge only if it is a public GET (the cache key has no cookie)', () => {
    if (route.cacheSeconds > 0) {
      expect(route.method).toBe('GET');
      expect(route.access).toBe('public');
    }
  });
});

it('route keys are unique', () => {
  expect(new Set(routeIds.map(routeKey)).size).toBe(routeIds.length);
});

it('a route without a handler file stops the synth, naming every missing file', () => {
  const empty = mkdtempSync(join(tmpdir(), 'jobboard-handlers-'));
  onTestFinished(() => rmSync(empty, { recursive: true, force: true }));
  expect(() => resolveHandlers(empty)).toThrow(`${routeIds.length} route(s) of shared/routes.ts have no handler file`);
  expect(() => resolveHandlers(empty)).toThrow(/GET \/api\/jobs\/\{id\} → .*get-job\.ts/);
});

it('CDK and scripts/bundle-sizes.ts bundle with the same options', () => {
  const esbuild = esbuildOptions('entry.ts', 'out.mjs');
  expect(esbuild).toMatchObject({
    target: functionBundling.target,
    format: functionBundling.format,
    minify: functionBundling.minify,
    sourcemap: functionBundling.sourceMap,
    sourcesContent: functionBundling.sourcesContent,
    mainFields: functionBundling.mainFields,
    banner: { js: functionBundling.banner },
    bundle: true,
    platform: 'node',
  });
  expect(esbuild.external).toBeUndefined();
  expect(functionBundling.bundleAwsSDK).toBe(true);
});

it('bundles for the Node major package.json pins (the one the tests run on)', () => {
  const pinned = JSON.parse(readFileSync(join(repoRoot, 'package.json'), 'utf8')).devDependencies.node as string;
  expect(nodeTarget).toBe(`node${pinned.split('.')[0]}`);
});
