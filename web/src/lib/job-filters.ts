/**
 * The jobs-list filters as they live in the page URL (/jobs?search=...&jobType=...) and as the API reads them.
 * The same names on both sides, so a filter is one URL parameter end to end.
 */
import { SORT_OPTIONS, type SortOption } from '@shared/constants.js';
import { apiUrl } from '@/api/client.js';

export const FILTER_KEYS = [
  'search',
  'location',
  'company',
  'jobType',
  'workArrangement',
  'category',
  'experience',
  'salaryMin',
  'salaryMax',
  /** The salary range's currency (US dollars without one); a filter only with an amount. */
  'currency',
  'sort',
] as const;
export type FilterKey = (typeof FILTER_KEYS)[number];
export type JobFilters = Partial<Record<FilterKey, string>>;

/**
 * Reads the known, non-empty filters from a query string. The job type `remote` (an old link's) is the Remote
 * work arrangement, as the API reads it, so the panel shows the filter that applies.
 */
export function filtersFromParams(params: URLSearchParams): JobFilters {
  const filters: JobFilters = {};
  for (const key of FILTER_KEYS) {
    const value = params.get(key)?.trim();
    if (value) filters[key] = value;
  }
  if (filters.jobType === 'remote') {
    delete filters.jobType;
    filters.workArrangement ??= 'remote';
  }
  return filters;
}

/**
 * The order the API uses when none is asked for, the same rule as the server's: the best matches first when there
 * are words to match, the newest jobs first otherwise.
 */
export function defaultSort(filters: JobFilters): SortOption {
  return filters.search?.trim() ? 'relevant' : 'newest';
}

/**
 * Only non-empty values, in a stable order. A sort other than the default for these words is written out, so the
 * URL says the order the list shows; the default is left out, and then follows the words as they change.
 */
export function filtersToParams(filters: JobFilters): URLSearchParams {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) {
    const value = filters[key]?.trim();
    if (!value || (key === 'sort' && value === defaultSort(filters))) continue;
    params.set(key, value);
  }
  return params;
}

/**
 * The jobs list's "Best match" order, for a signed-in job seeker: the list ranked by their matching profile
 * (GET /api/user/matches), not one of the list API's sorts, so it never goes to that API.
 */
export const BEST_MATCH = 'match';

/** The filters as the list API takes them: without the Best match order. */
export function listApiFilters(filters: JobFilters): JobFilters {
  if (filters.sort !== BEST_MATCH) return filters;
  const { sort: _bestMatch, ...rest } = filters;
  return rest;
}

export function sortOf(filters: JobFilters): SortOption {
  return (SORT_OPTIONS as readonly string[]).includes(filters.sort ?? '')
    ? (filters.sort as SortOption)
    : defaultSort(filters);
}

/** Keys that are filters by themselves: not the sort order, nor the currency (it only qualifies the salary range). */
export const FILTERING_KEYS = FILTER_KEYS.filter((key) => key !== 'sort' && key !== 'currency');

/** Filters the visitor chose. */
export function hasActiveFilters(filters: JobFilters): boolean {
  return FILTERING_KEYS.some((key) => filters[key]);
}

/** The /jobs page URL for these filters. */
export function jobsPagePath(filters: JobFilters): string {
  const query = filtersToParams(filters).toString();
  return query ? `/jobs?${query}` : '/jobs';
}

/** The API URL of one page of jobs. */
export function jobsApiUrl(filters: JobFilters, page: { limit?: number; cursor?: string } = {}): string {
  const params = filtersToParams(listApiFilters(filters));
  if (page.limit) params.set('limit', String(page.limit));
  if (page.cursor) params.set('cursor', page.cursor);
  return apiUrl('list-jobs', { query: Object.fromEntries(params) });
}
