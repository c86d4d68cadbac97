/**
 * A GET /api/jobs query as a search plan: the posting lists to intersect (one per search word; without words,
 * the one structural list that narrows most) and the filters every entry is tested against in memory.
 *
 * One meaning of remote: the search word "remote" (and "hybrid") is read as the work-arrangement filter, and so is
 * the word "remote" in the location filter and the job type `remote`, so the word, the Remote filter, the home chip
 * and an old link give the same jobs.
 */
import { todayUtc } from '../../../shared/closing-date.js';
import type { WorkArrangement } from '../../../shared/constants.js';
import { toEuros } from '../../../shared/pay/exchange-rates.js';
import type { JobQuery } from '../../../shared/schemas/job-query.js';
import { type QueryWord, queryWords } from './analyze.js';
import { locationPhrase, locationWords, type PostingEntry, term } from './postings.js';

/** Search words that are the work-arrangement filter (the word's term → the arrangement). */
const ARRANGEMENT_WORDS: Record<string, WorkArrangement> = { remot: 'remote', hybrid: 'hybrid' };
const LOCATION_ARRANGEMENT_WORDS: Record<string, WorkArrangement> = { remote: 'remote', hybrid: 'hybrid' };

export interface SearchFilters {
  companyId?: number;
  categoryId?: number;
  jobType?: string;
  workArrangement?: string;
  experience?: string;
  location?: string;
  /** Yearly euros, as the entries carry them. */
  salaryMin?: number;
  salaryMax?: number;
  /** Today (YYYY-MM-DD): a job whose closing date is before it is left out, even before the expiry worker runs. */
  openOn: string;
}

export interface JobSearchPlan {
  /** The lists every result is on: one per search word, or one structural list when there are no words. */
  lists: string[];
  /** The search words (same order as their lists), empty when browsing. */
  words: QueryWord[];
  filters: SearchFilters;
  order: 'relevant' | 'newest' | 'oldest';
  /** Two arrangement words ("remote hybrid") or an arrangement word against the filter: nothing can match. */
  impossible: boolean;
}

/** True when the entry passes every filter. */
export function passes(entry: PostingEntry, filters: SearchFilters): boolean {
  return (
    (filters.companyId === undefined || entry.co === filters.companyId) &&
    (filters.categoryId === undefined || entry.cats.includes(filters.categoryId)) &&
    (filters.jobType === undefined || entry.ty === filters.jobType) &&
    (filters.workArrangement === undefined || entry.wa === filters.workArrangement) &&
    (filters.experience === undefined || entry.ex === filters.experience) &&
    (filters.location === undefined || ` ${entry.loc} `.includes(` ${filters.location} `)) &&
    (filters.salaryMin === undefined || (entry.smax !== undefined && entry.smax >= filters.salaryMin)) &&
    (filters.salaryMax === undefined || (entry.smin !== undefined && entry.smin <= filters.salaryMax)) &&
    (entry.cl === undefined || entry.cl >= filters.openOn)
  );
}

/** The structural list that narrows most, by the usual selectivity of its kind, for a browse without words. */
function browseList(filters: SearchFilters): string {
  if (filters.companyId !== undefined) return term.company(filters.companyId);
  if (filters.location) {
    const words = filters.location.split(' ');
    return term.location(words.reduce((a, b) => (b.length > a.length ? b : a)));
  }
  if (filters.categoryId !== undefined) return term.category(filters.categoryId);
  if (filters.experience) return term.experience(filters.experience);
  if (filters.jobType) return term.jobType(filters.jobType);
  if (filters.workArrangement) return term.workArrangement(filters.workArrangement);
  return term.all();
}

export function planJobSearch(query: JobQuery, categoryId: number | undefined): JobSearchPlan {
  const arrangements = new Set<WorkArrangement>(query.workArrangement ? [query.workArrangement] : []);
  // The job type `remote` (one of the API's five, still accepted in links and alerts) is the Remote arrangement.
  if (query.jobType === 'remote') arrangements.add('remote');
  const jobType = query.jobType === 'remote' ? undefined : query.jobType;
  const typed = queryWords(query.search ?? '');
  const words = typed.filter((word) => !ARRANGEMENT_WORDS[word.term]);
  for (const word of typed) {
    const arrangement = ARRANGEMENT_WORDS[word.term];
    if (arrangement) arrangements.add(arrangement);
  }
  const place = locationWords(query.location ?? '');
  const placeWords = place.filter((word) => !LOCATION_ARRANGEMENT_WORDS[word]);
  for (const word of place) {
    const arrangement = LOCATION_ARRANGEMENT_WORDS[word];
    if (arrangement) arrangements.add(arrangement);
  }
  const location = locationPhrase(placeWords.join(' '));
  const filters: SearchFilters = {
    ...(query.company === undefined ? {} : { companyId: query.company }),
    ...(categoryId === undefined ? {} : { categoryId }),
    ...(jobType ? { jobType } : {}),
    ...(arrangements.size > 0 ? { workArrangement: [...arrangements][0] } : {}),
    ...(query.experience ? { experience: query.experience } : {}),
    ...(location ? { location } : {}),
    ...(query.salaryMin === undefined ? {} : { salaryMin: toEuros(query.salaryMin, query.currency) }),
    ...(query.salaryMax === undefined ? {} : { salaryMax: toEuros(query.salaryMax, query.currency) }),
    openOn: todayUtc(),
  };
  const hasWords = words.length > 0 || typed.length > 0;
  return {
    lists: words.length > 0 ? words.map((word) => term.word(word.term)) : [browseList(filters)],
    words,
    filters,
    order: query.sort ?? (hasWords ? 'relevant' : 'newest'),
    impossible: arrangements.size > 1,
  };
}
