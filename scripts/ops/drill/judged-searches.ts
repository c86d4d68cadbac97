/**
 * The searches the restore drill compares before and after: free text, filters and both together, each answered by
 * the board's own search (db/jobs/jobs.ts listJobs, as GET /api/jobs) on the table TABLE_NAME names. Run as a child
 * process per table (`npx tsx scripts/ops/drill/judged-searches.ts`, DYNAMODB_ENDPOINT and TABLE_NAME set): the
 * handlers read their table once per process. Prints `{label: {total, ids}}` as JSON, the ids of the first page
 * (up to 50) in the order shown.
 */
import * as v from 'valibot';
import { type JobQueryInput, jobQuerySchema } from '../../../shared/schemas/job-query.js';

export const judgedSearches: { label: string; query: JobQueryInput }[] = [
  { label: 'browse, newest first', query: {} },
  { label: 'engineer', query: { search: 'engineer' } },
  { label: 'python', query: { search: 'python' } },
  { label: 'designer', query: { search: 'designer' } },
  { label: 'data analyst', query: { search: 'data analyst' } },
  { label: 'manager', query: { search: 'manager' } },
  { label: 'customer support', query: { search: 'customer support' } },
  { label: 'category Engineering', query: { category: 'Engineering' } },
  { label: 'category Healthcare', query: { category: 'Healthcare' } },
  { label: 'job type contract', query: { jobType: 'contract' } },
  { label: 'experience Senior Level', query: { experience: 'Senior Level' } },
  { label: 'remote', query: { search: 'remote' } },
  {
    label: 'engineer in Engineering, full time',
    query: { search: 'engineer', category: 'Engineering', jobType: 'full_time' },
  },
  { label: 'salary from 80000', query: { salaryMin: '80000' } },
];

export interface SearchAnswer {
  total: number;
  ids: number[];
}

/**
 * Relevance boosts recent jobs by their age at the moment of the search, so near ties can change places as minutes
 * pass: both runs of a drill answer as of the same moment (DRILL_NOW, epoch ms), which is what makes "the same ids
 * in the same order" a fair test of the index and not of the clock.
 */
function pinClock(): void {
  const pinned = Number(process.env.DRILL_NOW);
  if (Number.isFinite(pinned) && pinned > 0) Date.now = () => pinned;
}

export async function answerJudgedSearches(): Promise<Record<string, SearchAnswer>> {
  pinClock();
  const { listJobs } = await import('../../../functions/lib/search/search-jobs.js');
  const answers: Record<string, SearchAnswer> = {};
  for (const { label, query } of judgedSearches) {
    const page = await listJobs(v.parse(jobQuerySchema, { ...query, limit: '50' }));
    answers[label] = { total: page.total, ids: page.jobs.map((job) => job.id) };
  }
  return answers;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(JSON.stringify(await answerJudgedSearches()));
}
