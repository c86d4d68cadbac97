/**
 * `sort=relevant`, over every match of the window read (search-jobs.ts), not per page. Each search word scores by
 * the best field it occurs in (title above skills above categories/company/location above the body), a little
 * more for each further field; a job whose title holds every word gets a bonus, the larger the more of the title
 * the search covers ('marketing manager' puts Marketing Manager above Product Marketing Manager, whatever their
 * ages). Recency boosts softly (at most RECENCY_WEIGHT, less than the gap between a title and a body match, and
 * less than the title-coverage gap of one word in three) and breaks ties, newest first.
 */
import { DAY_MS } from '../../../shared/time.js';
import type { MatchedField } from '../../../shared/types.js';
import { FIELD_BITS } from './postings.js';

const FIELD_WEIGHTS: Record<MatchedField, number> = {
  title: 10,
  skills: 7,
  categories: 4,
  company: 4,
  location: 3,
  requirements: 1.5,
  description: 1,
};
const FURTHER_FIELD = 0.3;
const WHOLE_TITLE_BONUS = 5;
const TITLE_COVERAGE_WEIGHT = 6;
const RECENCY_WEIGHT = 2;
const RECENCY_DAYS = 30;

/**
 * The score of a job from each search word's field mask, the job's age at `now`, its title's word count
 * (undefined for an entry written before entries carried it: no coverage part) and the search's word count
 * ('full stack' is one search word of two words).
 */
export function relevanceScore(
  masks: number[],
  createdAt: number,
  now: number,
  titleWords?: number,
  searchWords = masks.length,
): number {
  let score = 0;
  for (const mask of masks) {
    const weights = (Object.keys(FIELD_BITS) as MatchedField[])
      .filter((field) => (mask & FIELD_BITS[field]) !== 0)
      .map((field) => FIELD_WEIGHTS[field]);
    if (weights.length === 0) continue;
    score += Math.max(...weights) + FURTHER_FIELD * (weights.length - 1);
  }
  if (masks.length > 0 && masks.every((mask) => (mask & FIELD_BITS.title) !== 0)) {
    score += WHOLE_TITLE_BONUS;
    if (titleWords) score += TITLE_COVERAGE_WEIGHT * Math.min(1, searchWords / titleWords);
  }
  const ageDays = Math.max(0, now - createdAt) / DAY_MS;
  score += RECENCY_WEIGHT * Math.exp(-ageDays / RECENCY_DAYS);
  // Rounded so that a score survives the trip through the cursor unchanged.
  return Math.round(score * 1e6) / 1e6;
}
