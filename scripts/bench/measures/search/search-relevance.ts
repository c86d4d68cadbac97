/**
 * Relevance on the judged set (data/relevance-judgments.json: queries, and per query the grade of a job by
 * its title or skills). Each query runs through the local server with `sort=relevant` and with `sort=newest`; the
 * first 10 results are graded and scored with NDCG@10 (gain 2^grade − 1, the ideal order taken from every job on
 * the board, which generate-jobs.ts rebuilds exactly). A query's top 5 is right when the jobs it must show come
 * first: its grade-2 jobs (as many as the board has, up to 5), or its grade-1 jobs when it has no grade 2.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { benchJob } from '../../harness/generate-jobs.js';
import { round } from '../../harness/stats.js';
import { listPage } from './search-http.js';

interface Judgment {
  query: string;
  titles?: Record<string, number>;
  skills?: Record<string, number>;
}

export interface JudgedQuery {
  query: string;
  /** Jobs of grade 2 and of grade 1 on the board. */
  judged: [number, number];
  relevant: { ndcg10: number; topFive: boolean; top: string[] };
  newest: { ndcg10: number; topFive: boolean };
}

export interface RelevanceFigures {
  queries: number;
  /** Means over the queries that have judged jobs on the board. */
  relevant: { ndcg10: number; topFiveShare: number };
  newest: { ndcg10: number; topFiveShare: number };
  byQuery: JudgedQuery[];
}

export const JUDGMENTS_FILE = join(import.meta.dirname, '..', '..', 'data', 'relevance-judgments.json');

export function loadJudgments(): Judgment[] {
  return (JSON.parse(readFileSync(JUDGMENTS_FILE, 'utf8')) as { queries: Judgment[] }).queries;
}

const lower = (grades: Record<string, number> = {}) =>
  new Map(Object.entries(grades).map(([name, grade]) => [name.toLowerCase(), grade]));

function grader(judgment: Judgment) {
  const titles = lower(judgment.titles);
  const skills = lower(judgment.skills);
  return (job: { title: string; skills?: string[] }) =>
    Math.max(
      titles.get(job.title.toLowerCase()) ?? 0,
      ...(job.skills ?? []).map((skill) => skills.get(skill.toLowerCase()) ?? 0),
    );
}

const dcg = (grades: number[]) => grades.reduce((sum, grade, i) => sum + (2 ** grade - 1) / Math.log2(i + 2), 0);

async function ranked(baseUrl: string, search: string, sort: string, grade: ReturnType<typeof grader>) {
  const page = await listPage(baseUrl, { search, sort, limit: '10' });
  return { grades: page.jobs.map(grade), titles: page.jobs.map((job) => job.title) };
}

export async function measureRelevance(baseUrl: string, boardJobs: number, now: Date): Promise<RelevanceFigures> {
  const board = Array.from({ length: boardJobs }, (_, i) => benchJob(i, now).input);
  const byQuery: JudgedQuery[] = [];
  for (const judgment of loadJudgments()) {
    const grade = grader(judgment);
    const ideal = board
      .map(grade)
      .filter((value) => value > 0)
      .sort((a, b) => b - a);
    if (ideal.length === 0) continue;
    const must = ideal[0] as number;
    const mustCount = Math.min(5, ideal.filter((value) => value === must).length);
    const score = (grades: number[]) => ({
      ndcg10: round(dcg(grades.slice(0, 10)) / dcg(ideal.slice(0, 10)), 3),
      topFive: grades.length >= mustCount && grades.slice(0, mustCount).every((value) => value >= must),
    });
    const relevant = await ranked(baseUrl, judgment.query, 'relevant', grade);
    const newest = await ranked(baseUrl, judgment.query, 'newest', grade);
    byQuery.push({
      query: judgment.query,
      judged: [ideal.filter((value) => value === 2).length, ideal.filter((value) => value === 1).length],
      relevant: { ...score(relevant.grades), top: relevant.titles.slice(0, 5) },
      newest: score(newest.grades),
    });
  }
  const mean = (pick: (query: JudgedQuery) => number) =>
    round(byQuery.reduce((sum, query) => sum + pick(query), 0) / Math.max(byQuery.length, 1), 3);
  return {
    queries: byQuery.length,
    relevant: {
      ndcg10: mean((query) => query.relevant.ndcg10),
      topFiveShare: mean((query) => Number(query.relevant.topFive)),
    },
    newest: {
      ndcg10: mean((query) => query.newest.ndcg10),
      topFiveShare: mean((query) => Number(query.newest.topFive)),
    },
    byQuery,
  };
}
