/**
 * `sort=relevant`, over every match of the window read (search-jobs.ts), not per page. Each search word scores by
 * the best field it occurs in (title above skills above categories/company/location above the body), a little
 * more for each further field; a job whose title holds every word gets a bonus. Recency boosts softly (at most
 * RECENCY_WEIGHT, less than the gap between a title and a body match) and breaks ties, newest first.
 */
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
const RECENCY_WEIGHT = 2;
const RECENCY_DAYS = 30;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The score of a job from each search word's field mask and the job's age at `now`. */
export function relevanceScore(masks: number[], createdAt: number, now: number): number {
  let score = 0;
  for (const mask of masks) {
    const weights = (Object.keys(FIELD_BITS) as MatchedField[])
      .filter((field) => (mask & FIELD_BITS[field]) !== 0)
      .map((field) => FIELD_WEIGHTS[field]);
    if (weights.length === 0) continue;
    score += Math.max(...weights) + FURTHER_FIELD * (weights.length - 1);
  }
  if (masks.length > 0 && masks.every((mask) => (mask & FIELD_BITS.title) !== 0)) score += WHOLE_TITLE_BONUS;
  const ageDays = Math.max(0, now - createdAt) / DAY_MS;
  score += RECENCY_WEIGHT * Math.exp(-ageDays / RECENCY_DAYS);
  // Rounded so that a score survives the trip through the cursor unchanged.
  return Math.round(score * 1e6) / 1e6;
}
