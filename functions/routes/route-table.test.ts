/**
 * The route table and the handler files match one to one: no handler without a route, no route with two files, and
 * each file serves the contract entry of its own name (a handler copied with its old entry would get the old
 * route's access rule and schemas).
 */
import { readdirSync } from 'node:fs';
import { contract } from '../../shared/contract/index.js';
import { type RouteId, routeIds, routes } from '../../shared/routes.js';

const handlerFiles = readdirSync(new URL('.', import.meta.url))
  .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
  .map((file) => file.replace(/\.ts$/, ''));

describe('route table ↔ handler files', () => {
  it('has a route for every handler file', () => {
    const unknown = handlerFiles.filter((file) => !(routeIds as string[]).includes(file));
    expect(unknown).toEqual([]);
  });

  it('has every handler file exporting a handler built from the contract entry of its own name', async () => {
    expect(handlerFiles.length).toBe(routeIds.length);
    for (const file of handlerFiles) {
      const module = (await import(`./${file}.ts`)) as { handler?: { contract?: unknown } };
      expect(typeof module.handler, `${file}.ts exports handler`).toBe('function');
      expect(module.handler?.contract, `${file}.ts serves the contract of ${file}`).toBe(contract[file as RouteId]);
    }
  });

  it('gives every route a unique method and path', () => {
    const keys = routeIds.map((id) => `${routes[id].method} ${routes[id].path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('lists every API call the site makes', () => {
    const spec = [
      'GET /api/user',
      'POST /api/login',
      'POST /api/register',
      'POST /api/logout',
      'DELETE /api/user',
      'GET /api/jobs',
      'GET /api/jobs/{id}',
      'POST /api/jobs',
      'DELETE /api/jobs/{id}',
      'POST /api/jobs/{id}/apply',
      'GET /api/dashboard/jobs',
      'GET /api/applications',
      'PUT /api/applications/{id}',
      'GET /api/categories',
      'GET /api/companies',
      'GET /api/companies/user/{userId}',
      'GET /api/resources',
      'GET /api/enums',
      'POST /api/forgot-password',
      'POST /api/reset-password',
    ];
    const keys = routeIds.map((id) => `${routes[id].method} ${routes[id].path}`);
    expect(keys).toEqual(expect.arrayContaining(spec));
  });
});
