/**
 * What a jobs-list page rendered on request (functions/pages/jobs-list-page.ts) takes from the app, so the server
 * asks for the very list the app would: the filters read from the page's address as the screen reads them, the API
 * query they make, and the cache key under which the app then finds that list.
 */
import { filtersFromParams, filtersToParams, type JobFilters, jobsApiUrl, listApiFilters } from '@/lib/job-filters.js';
import { jobListKey } from './use-job-list.js';

export type { JobsPage } from './use-jobs.js';

export interface JobListRequest {
  filters: JobFilters;
  /** The query string parameters of the list's first page, as GET /api/jobs receives them. */
  query: Record<string, string>;
  /** The key of the whole list in the app's data cache, under which the page data carries `[first page]`. */
  key: string;
  /**
   * The key of the first page itself: the page data carries it there too, so "Load more" finds the first page in
   * the cache (web/src/app/providers.tsx puts the page data there) and asks only for the next.
   */
  firstPageKey: string;
}

export function jobListRequest(search: string): JobListRequest {
  const filters = filtersFromParams(new URLSearchParams(search));
  const query = Object.fromEntries(filtersToParams(listApiFilters(filters)));
  return { filters, query, key: jobListKey(filters), firstPageKey: jobsApiUrl(filters) };
}
