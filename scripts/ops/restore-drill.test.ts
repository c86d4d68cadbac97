/**
 * The restore drill against DynamoDB Local: export, restore into a new table without its search index, `npm run
 * reindex` on it, and every judged search answers the same total and job ids in the same order; the rebuilt index is
 * the same item for item. The board is small (a dozen jobs that each judged search finds), so the test stays
 * short on a busy machine; `npm run restore-drill` runs the same drill on the whole demo board (docs/deploy.md).
 */
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { localClient } from '../../functions/local/dynamodb.js';
import { indexSearch, makeCompany, postJob } from '../../functions/testing/jobs.js';
import type { JobInput } from '../../shared/schemas/job-input.js';
import { judgedSearches } from './drill/judged-searches.js';
import { runRestoreDrill } from './drill/restore-drill.js';
import { writeReferenceData } from './reference-data/write.js';

const endpoint = process.env.DYNAMODB_ENDPOINT as string;
/** Three child processes and a few thousand writes, on a two-core machine other test runs keep busy. */
const DRILL_TIMEOUT_MS = 5 * 60_000;

const pay = { salaryMin: 90_000, currency: 'EUR', period: 'year' } as const;
/** A small board on which every judged search (drill/judged-searches.ts) finds jobs. */
const board: Partial<JobInput>[] = [
  { title: 'Backend Engineer', categories: ['Engineering'], skills: ['Python', 'PostgreSQL'], ...pay },
  { title: 'Platform Engineer', categories: ['Engineering'], jobType: 'contract', experience: 'Senior Level' },
  { title: 'Data Engineer', categories: ['Engineering', 'Data & Analytics'], skills: ['Python'], location: 'Remote' },
  { title: 'Senior Product Designer', categories: ['Design'], experience: 'Senior Level', ...pay },
  { title: 'Data Analyst', categories: ['Data & Analytics'], skills: ['SQL', 'Python'] },
  { title: 'Marketing Manager', categories: ['Marketing'], workArrangement: 'remote' },
  { title: 'Customer Support Specialist', categories: ['Customer Support'], jobType: 'part_time' },
  { title: 'Registered Nurse', categories: ['Healthcare'], location: 'Lisbon, Portugal' },
  { title: 'Clinic Operations Manager', categories: ['Healthcare'], jobType: 'contract' },
  { title: 'Finance Analyst', categories: ['Finance'], ...pay },
  { title: 'Frontend Engineer', categories: ['Engineering', 'Design'], experience: 'Mid Level' },
  { title: 'People Partner', categories: ['Human Resources'], isActive: false },
];

/** Every search index entry of a table, whole (DynamoDB JSON), sorted. */
async function indexEntries(table: string): Promise<string[]> {
  const client = localClient(endpoint);
  const entries: string[] = [];
  let startKey: Record<string, never> | undefined;
  do {
    const page = await client.send(new ScanCommand({ TableName: table, ExclusiveStartKey: startKey }));
    for (const item of page.Items ?? []) {
      if (item.pk?.S?.startsWith('POST#')) entries.push(JSON.stringify(Object.entries(item).sort()));
    }
    startKey = page.LastEvaluatedKey as typeof startKey;
  } while (startKey);
  client.destroy();
  return entries.sort();
}

describe('the restore drill', () => {
  it(
    'restores a small board into a new table whose rebuilt index answers every judged search the same',
    async () => {
      await writeReferenceData();
      const owner = await makeCompany('Drill Works');
      for (const job of board) await postJob(owner, job);
      await indexSearch();
      const source = process.env.TABLE_NAME as string;
      const report = await runRestoreDrill({ endpoint, sourceTable: source, dropRestored: false });

      expect(report.searches.map((search) => search.label)).toEqual(judgedSearches.map((search) => search.label));
      // Each judged search finds jobs, so "the same" is not the same nothing.
      expect(report.searches.filter((search) => search.before.total === 0)).toEqual([]);
      expect(report.searches.filter((search) => !search.same)).toEqual([]);
      expect(report.sameShare).toBe(1);
      expect(report.indexEntriesLeftOut).toBeGreaterThan(0);
      expect(report.restored + report.indexEntriesLeftOut).toBe(report.exported);
      expect(await indexEntries(report.restoredTable)).toEqual(await indexEntries(source));
    },
    DRILL_TIMEOUT_MS,
  );
});
