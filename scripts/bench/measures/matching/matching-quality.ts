/**
 * Jobs for you on one board (run in its board process, board-server.ts): every profile of the judged set
 * (data/matching-judgments.json) is ranked by the same code the route runs (findJobMatches), and
 * - precision@5: the share of the top 5 that the judgments grade (a job a recruiter would show this seeker);
 * - NDCG@10: gain 2^grade − 1 over the top 10, the ideal order taken from every job of the board, which
 *   generate-jobs.ts rebuilds exactly (a job's grade is its title's, plus 1 when it lists two of the profile's skills);
 * - the share of results that carry at least one reason (must be all);
 * - items read per request (the read counter of the board process) and the latency's median and p95.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { MatchingRecord } from '../../../../functions/lib/db/seekers/matching-profile.js';
import { findJobMatches } from '../../../../functions/lib/matching/job-matches.js';
import { skillKey } from '../../../../functions/lib/search/skills-vocabulary.js';
import type { WorkArrangement } from '../../../../shared/constants.js';
import type { MatchingProfile } from '../../../../shared/matching-types.js';
import { benchJob } from '../../harness/generate-jobs.js';
import type { countReads } from '../../harness/read-counter.js';
import { percentile, round } from '../../harness/stats.js';

interface JudgedProfile {
  name: string;
  skills: string[];
  titles: string[];
  places?: string[];
  arrangements?: WorkArrangement[];
  grades: Record<string, number>;
}

export interface MatchingFigures {
  jobs: number;
  profiles: number;
  precisionAt5: number;
  ndcg10: number;
  reasonShare: number;
  itemsRead: { median: number; max: number };
  ms: { median: number; p95: number };
  /** The profiles whose top 5 held a job the judgments do not grade. */
  missed: { name: string; top: string[] }[];
}

export const MATCHING_JUDGMENTS = join(import.meta.dirname, '..', '..', 'data', 'matching-judgments.json');

const dcg = (grades: number[]) => grades.reduce((sum, grade, i) => sum + (2 ** grade - 1) / Math.log2(i + 2), 0);

function grader(profile: JudgedProfile) {
  const own = new Set(profile.skills.map(skillKey));
  return (job: { title: string; skills: string[] }) => {
    const title = profile.grades[job.title] ?? 0;
    const shared = job.skills.filter((skill) => own.has(skillKey(skill))).length;
    return title === 0 ? 0 : title + (shared >= 2 ? 1 : 0);
  };
}

export async function measureMatching(
  jobs: number,
  now: Date,
  counter: ReturnType<typeof countReads>,
): Promise<MatchingFigures> {
  const profiles = (JSON.parse(readFileSync(MATCHING_JUDGMENTS, 'utf8')) as { profiles: JudgedProfile[] }).profiles;
  const board = Array.from({ length: jobs }, (_, i) => benchJob(i, now).input);
  const precision: number[] = [];
  const ndcg: number[] = [];
  const reads: number[] = [];
  const ms: number[] = [];
  const missed: MatchingFigures['missed'] = [];
  let results = 0;
  let withReason = 0;
  for (const judged of profiles) {
    const profile: MatchingProfile = {
      skills: judged.skills,
      titles: judged.titles,
      places: judged.places ?? [],
      arrangements: judged.arrangements ?? [],
      jobTypes: [],
    };
    const record: MatchingRecord = { profile, hidden: [], version: 0, emailMatches: 'off' };
    const grade = grader(judged);
    counter.take();
    const started = performance.now();
    const { jobs: top } = await findJobMatches(record);
    ms.push(performance.now() - started);
    reads.push(counter.take().itemsRead);
    results += top.length;
    withReason += top.filter((job) => job.reasons.length > 0).length;
    const grades = top.slice(0, 10).map(grade);
    const fiveGraded = grades.slice(0, 5).filter((g) => g > 0).length;
    precision.push(fiveGraded / Math.min(5, Math.max(1, top.length)));
    if (fiveGraded < Math.min(5, top.length))
      missed.push({ name: judged.name, top: top.slice(0, 5).map((j) => j.title) });
    const ideal = dcg(
      board
        .map((job) => grade({ title: job.title, skills: job.skills ?? [] }))
        .sort((a, b) => b - a)
        .slice(0, 10),
    );
    ndcg.push(ideal === 0 ? 0 : dcg(grades) / ideal);
  }
  const mean = (values: number[]) => round(values.reduce((a, b) => a + b, 0) / values.length, 3);
  return {
    jobs,
    profiles: profiles.length,
    precisionAt5: mean(precision),
    ndcg10: mean(ndcg),
    reasonShare: results === 0 ? 0 : round(withReason / results, 3),
    itemsRead: { median: percentile(reads, 0.5), max: Math.max(...reads) },
    ms: { median: round(percentile(ms, 0.5)), p95: round(percentile(ms, 0.95)) },
    missed,
  };
}
