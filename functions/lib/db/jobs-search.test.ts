import * as v from 'valibot';
import { type JobQueryInput, jobQuerySchema } from '../../../shared/schemas/job-query.js';
import { listJobs } from './jobs.js';
import { makeCategories, makeCompany, postJob } from './jobs-testing.js';

const query = (input: JobQueryInput) => v.parse(jobQuerySchema, input);
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();

describe('listJobs reads the most selective list, not the board', () => {
  beforeAll(async () => {
    await makeCategories(['Engineering']);
    const owner = await makeCompany('Initech');
    // One after another: parallel posts of one company would only contend for its job count.
    for (let i = 0; i < 35; i++) {
      await postJob(owner, { title: 'Backend Engineer', categories: ['Engineering'] }, minutesAgo(i));
    }
    await postJob(owner, { title: 'Haskell Engineer', categories: ['Engineering'] }, minutesAgo(500));
  });

  it('drives a common word + rare word search from the rare word', async () => {
    const page = await listJobs(query({ search: 'engineer haskell', category: 'Engineering' }));
    expect(page.jobs.map((job) => job.title)).toEqual(['Haskell Engineer']);
    // three probes of at most 10 keys, then the one-entry list of 'haskell'
    expect(page.itemsRead).toBeLessThanOrEqual(3 * 10 + 1);
  });

  it('reads one page worth of entries per page, page 1 and page 3 alike', async () => {
    const first = await listJobs(query({ limit: '10' }));
    const second = await listJobs(query({ limit: '10', cursor: first.nextCursor }));
    const third = await listJobs(query({ limit: '10', cursor: second.nextCursor }));
    expect(first.itemsRead).toBe(11);
    expect(third.itemsRead).toBe(11);
    expect(new Set([...first.jobs, ...second.jobs, ...third.jobs].map((job) => job.id)).size).toBe(30);
  });

  it('answers an impossible combination from an empty probe without reading further', async () => {
    const page = await listJobs(query({ search: 'engineer cobol' }));
    expect(page.jobs).toEqual([]);
    expect(page.nextCursor).toBeUndefined();
    expect(page.itemsRead).toBeLessThanOrEqual(10);
  });
});
