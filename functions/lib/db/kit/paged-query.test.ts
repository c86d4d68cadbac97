/** queryPage: a partition page by page, newest first, with a cursor pinned to its scope and its partition. */
import { BatchWriteCommand } from '@aws-sdk/lib-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, tableName } from './client.js';
import { signCursor } from './page-cursor.js';
import { queryPage } from './paged-query.js';

const items = (partition: string, count: number) =>
  Array.from({ length: count }, (_, n) => ({
    pk: partition,
    sk: String(n).padStart(3, '0'),
    gsi1pk: `${partition}#BY-TIME`,
    gsi1sk: String(count - n).padStart(3, '0'),
    n,
  }));

beforeAll(async () => {
  const puts = [...items('PAGED#A', 7), ...items('PAGED#B', 2)].map((Item) => ({ PutRequest: { Item } }));
  await db().send(new BatchWriteCommand({ RequestItems: { [tableName()]: puts } }));
});

async function readAll(query: Parameters<typeof queryPage>[0]): Promise<unknown[][]> {
  const pages: unknown[][] = [];
  let cursor: string | undefined;
  do {
    const page = await queryPage({ ...query, cursor });
    if (!page.ok) throw new Error(`page refused: ${page.reason}`);
    pages.push(page.items.map((item) => item.n));
    cursor = page.nextCursor;
  } while (cursor);
  return pages;
}

describe('queryPage', () => {
  it('reads the partition newest first, a page at a time, to its end', async () => {
    expect(await readAll({ partition: 'PAGED#A', limit: 3, scope: 'test' })).toEqual([[6, 5, 4], [3, 2, 1], [0]]);
  });

  it('reads gsi1 partitions the same way', async () => {
    expect(await readAll({ partition: 'PAGED#A#BY-TIME', index: 'gsi1', limit: 4, scope: 'test' })).toEqual([
      [0, 1, 2, 3],
      [4, 5, 6],
    ]);
  });

  it('refuses a cursor of another scope, another partition or another shape', async () => {
    const first = await queryPage({ partition: 'PAGED#A', limit: 2, scope: 'mine' });
    const cursor = first.ok ? first.nextCursor : undefined;
    expect(cursor).toEqual(expect.any(String));
    const refused = { ok: false, reason: 'invalid-cursor' };
    expect(await queryPage({ partition: 'PAGED#A', limit: 2, scope: 'theirs', cursor })).toEqual(refused);
    expect(await queryPage({ partition: 'PAGED#B', limit: 2, scope: 'mine', cursor })).toEqual(refused);
    const widened = await signCursor({ pk: 'PAGED#A', sk: '005', extra: 'x' }, 'mine');
    expect(await queryPage({ partition: 'PAGED#A', limit: 2, scope: 'mine', cursor: widened })).toEqual(refused);
    const wellMade = await signCursor({ pk: 'PAGED#A', sk: '005' }, 'mine');
    const page = await queryPage({ partition: 'PAGED#A', limit: 2, scope: 'mine', cursor: wellMade });
    expect(page.ok && page.items.map((item) => item.n)).toEqual([4, 3]);
  });
});
