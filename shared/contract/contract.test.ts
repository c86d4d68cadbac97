import { readdirSync } from 'node:fs';
import * as v from 'valibot';
import { apiErrors } from '../texts.js';
import { contract, routeIds, routePath, routes } from './index.js';

const pathParameters = (path: string) => [...path.matchAll(/\{(\w+)\}/g)].map((match) => match[1]);

describe('the contract', () => {
  it('has an entry for every route of the table, filed under its own id and carrying its own row', () => {
    expect(Object.keys(contract).sort()).toEqual([...routeIds].sort());
    for (const id of routeIds) {
      expect(contract[id].id).toBe(id);
      expect(contract[id].route).toBe(routes[id]);
    }
  });

  it('keeps each entry in the file of its route id (shared/contract/routes/<id>.ts)', async () => {
    const files = readdirSync(new URL('./routes', import.meta.url)).map((file) => file.replace(/\.ts$/, ''));
    expect(files.sort()).toEqual([...routeIds].sort());
    for (const file of files) {
      const module = (await import(`./routes/${file}.ts`)) as { route: { id: string } };
      expect(module.route.id, `routes/${file}.ts`).toBe(file);
    }
  });

  it('validates exactly the path parameters the path names', () => {
    for (const id of routeIds) {
      const { params } = contract[id].request as { params?: v.ObjectSchema<v.ObjectEntries, undefined> };
      expect(Object.keys(params?.entries ?? {}).sort(), id).toEqual(pathParameters(routes[id].path).sort());
    }
  });

  it('reads a numeric id from the path and answers anything else with its not-found message', () => {
    const { params } = contract['get-job'].request;
    expect(v.parse(params, { id: '42' })).toEqual({ id: 42 });
    for (const id of ['0', '-1', 'abc', '1.5', '', '1234567890123456']) {
      const result = v.safeParse(params, { id });
      expect(result.success, id).toBe(false);
      expect(result.issues?.[0]?.message).toBe(apiErrors.jobNotFound);
    }
    expect(v.safeParse(contract['get-application'].request.params, {}).issues?.[0]?.message).toBe(
      apiErrors.applicationNotFound,
    );
  });
});

describe('routePath', () => {
  it('fills and encodes the path parameters', () => {
    expect(routePath('get-job', { id: 7 })).toBe('/api/jobs/7');
    expect(routePath('get-company-by-user', { userId: 'a b' })).toBe('/api/companies/user/a%20b');
    expect(routePath('list-jobs')).toBe('/api/jobs');
  });

  it('refuses to build a path with a parameter missing', () => {
    expect(() => routePath('save-job', {})).toThrow('PUT /api/saved-jobs/{jobId} needs the path parameter jobId');
  });
});
