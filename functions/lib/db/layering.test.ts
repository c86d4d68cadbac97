/**
 * The data layer's boundaries: it stands below search (search/ reads through db/, nothing in db/ reaches into
 * search/), and it knows nothing of HTTP (an expected failure is an outcome it returns, `{ ok: false, reason }`,
 * which the route turns into its 4xx: nothing in db/ imports lib/errors.ts).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const dbDir = dirname(fileURLToPath(import.meta.url));
const sources = readdirSync(dbDir, { recursive: true, encoding: 'utf8' }).filter(
  (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
);
const importing = (pattern: RegExp) => sources.filter((file) => pattern.test(readFileSync(join(dbDir, file), 'utf8')));

it('reads every module of functions/lib/db', () => {
  expect(sources.length).toBeGreaterThan(20);
});

it('no module of functions/lib/db imports functions/lib/search', () => {
  expect(importing(/from '(\.\.\/)+search\//)).toEqual([]);
});

it('no module of functions/lib/db imports the HTTP errors (lib/errors.ts): failures are returned outcomes', () => {
  expect(importing(/(from |import\()'(\.\.\/)+errors\.js'/)).toEqual([]);
});
