/**
 * GET /api/jobs query: search, location, company, job type and category (empty values are left out), plus work
 * arrangement, experience, salary range, sort and pagination.
 * Without `sort`, a search with words is ordered by relevance and a browse newest first. The salary range is yearly
 * pay in `currency` (US dollars when none is given); it matches jobs with structured pay whose yearly range, turned
 * into the same currency by the rate table (shared/pay/exchange-rates.ts), overlaps it.
 */
import * as v from 'valibot';
import {
  EXPERIENCE_LEVELS,
  JOB_TYPES,
  JOBS_PAGE_DEFAULT,
  JOBS_PAGE_MAX,
  LOCATION_MAX_LENGTH,
  SEARCH_MAX_LENGTH,
  SORT_OPTIONS,
  WORK_ARRANGEMENTS,
} from '../constants.js';
import { CURRENCIES, DEFAULT_CURRENCY } from '../pay/exchange-rates.js';
import { hasSearchWords } from '../search-words.js';
import { jobLabels } from '../texts/job-labels.js';
import { optionalQueryText, optionalWholeNumberText, wholeNumberTextOr } from './fields.js';

const optionalChoice = <T extends readonly string[]>(name: string, options: T) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.transform((value) => (value === '' ? undefined : value)),
      v.optional(v.picklist(options, `${name} must be one of: ${options.join(', ')}`)),
    ),
  );

/**
 * The search words: text with no letter or digit in it ("%", "*", a control character) is refused with "Type a word
 * to search", never answered as the whole board (shared/search-words.ts cuts the words as the index does).
 */
const searchText = v.optional(
  v.pipe(
    v.string(),
    v.trim(),
    v.maxLength(SEARCH_MAX_LENGTH, `search must be at most ${SEARCH_MAX_LENGTH} characters`),
    v.transform((value) => (value === '' ? undefined : value)),
    v.optional(v.pipe(v.string(), v.check(hasSearchWords, jobLabels.typeAWord))),
  ),
);

/** The filters a search is made of (what a job alert keeps, too); each is text, as in a URL. */
export const jobFilterEntries = {
  search: searchText,
  location: optionalQueryText('location', LOCATION_MAX_LENGTH),
  jobType: optionalChoice('jobType', JOB_TYPES),
  workArrangement: optionalChoice('workArrangement', WORK_ARRANGEMENTS),
  category: optionalQueryText('category', 100),
  experience: optionalChoice('experience', EXPERIENCE_LEVELS),
  // Up to a billion: a yearly salary in yen or won runs to tens of millions.
  salaryMin: optionalWholeNumberText('salaryMin', 0, 1_000_000_000),
  salaryMax: optionalWholeNumberText('salaryMax', 0, 1_000_000_000),
  currency: optionalChoice('currency', CURRENCIES),
};

export const salaryOrderCheck = <T extends { salaryMin?: number; salaryMax?: number }>() =>
  v.check<T, string>(
    (query) => query.salaryMin === undefined || query.salaryMax === undefined || query.salaryMin <= query.salaryMax,
    'salaryMin must not be more than salaryMax',
  );

export const jobQuerySchema = v.pipe(
  v.object({
    ...jobFilterEntries,
    company: optionalWholeNumberText('company', 1, Number.MAX_SAFE_INTEGER),
    sort: optionalChoice('sort', SORT_OPTIONS),
    limit: wholeNumberTextOr('limit', 1, JOBS_PAGE_MAX, JOBS_PAGE_DEFAULT),
    cursor: optionalQueryText('cursor', 2000),
  }),
  salaryOrderCheck(),
  v.transform((query) => ({
    ...query,
    limit: query.limit ?? JOBS_PAGE_DEFAULT,
    currency: query.currency ?? DEFAULT_CURRENCY,
  })),
);

export type JobQuery = v.InferOutput<typeof jobQuerySchema>;
/** The query as the web app builds it (all text, like a URL). */
export type JobQueryInput = Partial<Record<keyof v.InferInput<typeof jobQuerySchema>, string>>;
