/**
 * GET /api/jobs as a browser calls it, for the search-quality sections: the page, the headers that carry the
 * total, the cursor and the suggestion, every match by following cursors, and precision (every result holds
 * every query word, after stemming, synonyms and compounds, or is of the work arrangement a word stands for).
 */
import * as v from 'valibot';
import type { JobRecord } from '../../../../functions/lib/db/jobs/jobs.js';
import { planJobSearch } from '../../../../functions/lib/search/plan.js';
import { term, wordMasks } from '../../../../functions/lib/search/postings.js';
import {
  NEXT_CURSOR_HEADER,
  SEARCH_SUGGESTION_HEADER,
  TOTAL_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
} from '../../../../shared/constants.js';
import { jobQuerySchema } from '../../../../shared/schemas/job-query.js';
import type { Job, JobSummary } from '../../../../shared/types.js';

export interface ListAnswer {
  jobs: JobSummary[];
  total: number;
  capped: boolean;
  cursor?: string;
  suggestion?: string;
}

export async function listPage(baseUrl: string, query: Record<string, string>): Promise<ListAnswer> {
  const response = await fetch(`${baseUrl}/api/jobs?${new URLSearchParams(query)}`);
  const body = (await response.json()) as JobSummary[];
  if (!response.ok) throw new Error(`GET /api/jobs ${JSON.stringify(query)} answered ${response.status}`);
  const header = (name: string) => response.headers.get(name) ?? undefined;
  const cursor = header(NEXT_CURSOR_HEADER);
  const suggestion = header(SEARCH_SUGGESTION_HEADER);
  return {
    jobs: body,
    total: Number(header(TOTAL_COUNT_HEADER) ?? Number.NaN),
    capped: header(TOTAL_CAPPED_HEADER) === '1',
    ...(cursor ? { cursor } : {}),
    ...(suggestion ? { suggestion } : {}),
  };
}

/** The ids of every match, following cursors 100 at a time (at most `atMost`). */
export async function allIds(baseUrl: string, query: Record<string, string>, atMost = 5000): Promise<number[]> {
  const ids: number[] = [];
  let cursor: string | undefined;
  do {
    const page = await listPage(baseUrl, { ...query, limit: '100', ...(cursor ? { cursor } : {}) });
    ids.push(...page.jobs.map((job) => job.id));
    cursor = page.cursor;
  } while (cursor && ids.length < atMost);
  return ids;
}

async function fullJob(baseUrl: string, id: number): Promise<Job> {
  const response = await fetch(`${baseUrl}/api/jobs/${id}`);
  if (!response.ok) throw new Error(`GET /api/jobs/${id} answered ${response.status}`);
  return (await response.json()) as Job;
}

/** The results (of these summaries) that do not hold every word of the search. */
export async function imprecise(baseUrl: string, search: string, jobs: JobSummary[]): Promise<number[]> {
  const plan = planJobSearch(v.parse(jobQuerySchema, { search }), undefined);
  const wrong: number[] = [];
  for (const summary of jobs) {
    const job = await fullJob(baseUrl, summary.id);
    const masks = wordMasks(job as unknown as JobRecord);
    const arrangementOk = !plan.filters.workArrangement || job.workArrangement === plan.filters.workArrangement;
    if (!arrangementOk || plan.words.some((word) => !masks.has(term.word(word.term)))) wrong.push(job.id);
  }
  return wrong;
}
