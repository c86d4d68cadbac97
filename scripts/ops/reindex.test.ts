/**
 * The search index rebuilt from the jobs alone, against DynamoDB Local: an index with every entry gone answers the
 * same searches again; entries of an old analyzer, of a deleted job and of a job taken down are removed; listed
 * jobs keep theirs.
 */
import { DeleteCommand, PutCommand, ScanCommand } from '@aws-sdk/lib-dynamodb';
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { updateJob } from '../../functions/lib/db/jobs/jobs.js';
import { db, tableName } from '../../functions/lib/db/kit/client.js';
import { keys } from '../../functions/lib/db/kit/keys.js';
import { listJobs } from '../../functions/lib/search/search-jobs.js';
import { indexSearch, makeCompany, postJob } from '../../functions/testing/jobs.js';
import { jobQuerySchema } from '../../shared/schemas/job-query.js';
import { rebuildSearchIndex } from './reindex/rebuild-index.js';

async function postingKeys(): Promise<string[]> {
  const found: string[] = [];
  let startKey: Record<string, unknown> | undefined;
  do {
    const page = await db().send(new ScanCommand({ TableName: tableName(), ExclusiveStartKey: startKey }));
    for (const item of page.Items ?? []) if (String(item.pk).startsWith('POST#')) found.push(`${item.pk}|${item.sk}`);
    startKey = page.LastEvaluatedKey;
  } while (startKey);
  return found.sort();
}

const search = async (text: string) =>
  (await listJobs(v.parse(jobQuerySchema, { search: text }))).jobs.map((job) => job.id).sort();

describe('reindex', () => {
  it('writes back a lost index and removes what no listed job derives any more', async () => {
    const owner = await makeCompany('Reindex Labs');
    const kept = await postJob(owner, { title: 'Rust Compiler Engineer' });
    const other = await postJob(owner, { title: 'Rust Tooling Engineer', location: 'Porto, Portugal' });
    const closed = await postJob(owner, { title: 'Rust Release Manager' });
    await updateJob(closed.id, { isActive: false });
    await indexSearch();
    const indexed = await postingKeys();
    expect(await search('rust')).toEqual([kept.id, other.id].sort());

    // The whole index lost, as after a restore that left it out, plus entries nothing derives: an old analyzer's
    // term for a live job, and entries of a job that no longer exists.
    for (const key of indexed) {
      const [pk, sk] = key.split('|');
      await db().send(new DeleteCommand({ TableName: tableName(), Key: { pk, sk } }));
    }
    expect(await search('rust')).toEqual([]);
    const strays = [
      { ...keys.postingEntry('w:oldanalyzerterm', kept.createdAt, kept.id), id: kept.id },
      { ...keys.postingEntry('all', '2020-01-01T00:00:00.000Z', 987_654), id: 987_654 },
      { ...keys.postingEntry('w:rust', closed.createdAt, closed.id), id: closed.id },
    ];
    for (const item of strays) await db().send(new PutCommand({ TableName: tableName(), Item: item }));

    const result = await rebuildSearchIndex();
    expect(result).toMatchObject({ jobs: 3, listedJobs: 2, written: indexed.length, staleDeleted: strays.length });
    expect(await postingKeys()).toEqual(indexed);
    expect(await search('rust')).toEqual([kept.id, other.id].sort());
    expect(await search('porto')).toEqual([other.id]);

    // A second run finds nothing to change.
    expect(await rebuildSearchIndex()).toMatchObject({ staleDeleted: 0 });
    expect(await postingKeys()).toEqual(indexed);
  });
});
