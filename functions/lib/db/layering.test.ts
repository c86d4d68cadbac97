/** The data layer stands below search: search/ reads through db/, and nothing in db/ reaches into search/. */
import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, it } from 'vitest';

const dbDir = dirname(fileURLToPath(import.meta.url));

it('no module of functions/lib/db imports functions/lib/search', () => {
  const sources = readdirSync(dbDir, { recursive: true, encoding: 'utf8' }).filter(
    (file) => file.endsWith('.ts') && !file.endsWith('.test.ts'),
  );
  expect(sources.length).toBeGreaterThan(20);
  const intoSearch = sources.filter((file) => /from '(\.\.\/)+search\//.test(readFileSync(join(dbDir, file), 'utf8')));
  expect(intoSearch).toEqual([]);
});
