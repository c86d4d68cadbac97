/**
 * A GET /api/jobs query as index terms: every condition that has a posting list becomes a required term (a job
 * matches when it has an entry under each), the rest (location phrase, salary range) are attribute filters.
 * The terms are ordered by how selective their kind usually is; jobs-search.ts measures before it relies on that.
 */
import type { JobQuery } from '../../../shared/schemas/job-query.js';
import { locationPhrase, locationWords, term } from './terms.js';
import { stemsOf, unique } from './words.js';

export interface JobSearchPlan {
  /** Required terms, most selective kind first; never empty ('all' when nothing narrows the list). */
  terms: string[];
  /** Folded location phrase the entry's location must contain. */
  location?: string;
  /** The job's yearly salary range must reach these (jobs without a readable salary drop out). */
  salaryMin?: number;
  salaryMax?: number;
  /** Stems of the search words, for relevance ordering. */
  words: string[];
  order: 'newest' | 'oldest';
  relevant: boolean;
}

/** Usual selectivity of each kind of term, most selective first: the tie-breaker when measurements agree. */
const KIND_RANK = ['co', 'w', 'loc', 'cat', 'exp', 'type', 'all'];

export function termRank(value: string): number {
  const rank = KIND_RANK.indexOf(value.split(':')[0] as string);
  return rank === -1 ? KIND_RANK.length : rank;
}

export function planJobSearch(query: JobQuery, categoryId: number | undefined): JobSearchPlan {
  const words = unique(stemsOf(query.search ?? ''));
  const place = locationWords(query.location ?? '');
  const terms = unique([
    ...(query.company === undefined ? [] : [term.company(query.company)]),
    ...words.map(term.word),
    ...place.map(term.location),
    ...(categoryId === undefined ? [] : [term.category(categoryId)]),
    ...(query.experience ? [term.experience(query.experience)] : []),
    ...(query.jobType ? [term.jobType(query.jobType)] : []),
  ]);
  // Longer words are usually rarer: within a kind, try them first.
  terms.sort((a, b) => termRank(a) - termRank(b) || b.length - a.length || a.localeCompare(b));
  return {
    terms: terms.length > 0 ? terms : [term.all()],
    ...(place.length > 0 ? { location: locationPhrase(query.location ?? '') } : {}),
    ...(query.salaryMin === undefined ? {} : { salaryMin: query.salaryMin }),
    ...(query.salaryMax === undefined ? {} : { salaryMax: query.salaryMax }),
    words,
    order: query.sort === 'oldest' ? 'oldest' : 'newest',
    relevant: query.sort === 'relevant',
  };
}
