import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { mockApi } from '@/testing/api-mock.js';
import { apiKeys, apiUrl } from './client.js';

const webSrc = join(import.meta.dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the API client', () => {
  it('fills path parameters and the query, leaving empty values out', () => {
    expect(apiUrl('get-job', { params: { id: 7 } })).toBe('/api/jobs/7');
    expect(apiUrl('list-jobs', { query: { search: 'a b', location: '', cursor: 'x/y' } })).toBe(
      '/api/jobs?search=a+b&cursor=x%2Fy',
    );
    expect(apiUrl('list-saved-job-ids')).toBe('/api/saved-jobs/ids');
  });

  it('matches the cache keys of the routes named, with or without a query, and no others', () => {
    const keys = apiKeys('list-saved-jobs', 'get-application');
    expect(
      ['/api/saved-jobs', '/api/saved-jobs?cursor=abc', '/api/applications/12'].every((key) => keys.test(key)),
    ).toBe(true);
    expect(
      ['/api/saved-jobs/ids', '/api/applications', '/api/applications/12/withdraw'].some((key) => keys.test(key)),
    ).toBe(false);
  });

  it('is the only file of web/src that writes an API address', () => {
    const address = /['"`]\/api\/|\\\/api\\\//;
    const offenders = sourceFiles(webSrc)
      .filter((path) => !path.endsWith(join('api', 'client.ts')))
      .filter((path) => address.test(readFileSync(path, 'utf8')))
      .map((path) => relative(webSrc, path));
    expect(offenders).toEqual([]);
  });

  it("lets the tests' fetch mock refuse a route the contract lacks", async () => {
    expect(() => mockApi({ 'GET /api/jobz': [] })).toThrow(/no route of the API contract/);
    mockApi();
    await expect(fetch('/api/jobs/7/applause', { method: 'POST' })).rejects.toThrow(/no route of the API contract/);
  });
});
