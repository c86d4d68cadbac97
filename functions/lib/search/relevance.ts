/**
 * `sort=relevant`: every listed job already contains every search word (AND), so relevance ranks where they
 * appear: a word in the title counts most, then in the skills, categories or company name. Best effort within
 * the page: pages still follow each other newest first, and each page is ordered by this score (ties: newest).
 */
import type { JobSummary } from '../../../shared/types.js';
import { stemsOf } from './words.js';

export function relevanceScore(job: JobSummary, words: string[]): number {
  const title = new Set(stemsOf(job.title));
  const tags = new Set(stemsOf([job.companyName, ...job.skills, ...job.categories].join(' ')));
  return words.reduce((score, word) => score + (title.has(word) ? 3 : 0) + (tags.has(word) ? 1 : 0), 0);
}

export function byRelevance(jobs: JobSummary[], words: string[]): JobSummary[] {
  if (words.length === 0) return jobs;
  const scored = jobs.map((job, index) => ({ job, index, score: relevanceScore(job, words) }));
  return scored.sort((a, b) => b.score - a.score || a.index - b.index).map(({ job }) => job);
}
