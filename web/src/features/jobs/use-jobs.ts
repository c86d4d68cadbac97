/**
 * Job lists: GET /api/jobs answers a JSON array and carries the rest in response headers: the next page's cursor
 * (absent on the last page), the number of matches (a lower bound when capped), for a search that found nothing a
 * suggested search text, and pay typed into the words (shared/pay/search-pay.ts). Every /api/jobs key is read with
 * fetchJobsPage, so the cache holds one shape. A whole list, page after page, is in use-job-list.ts, so the home
 * page's featured jobs do not load SWR's infinite lists.
 */

import {
  NEXT_CURSOR_HEADER,
  SEARCH_PAY_HEADER,
  SEARCH_SUGGESTION_HEADER,
  TOTAL_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
} from '@shared/constants.js';
import { readSearchPay, type SearchPay } from '@shared/pay/search-pay.js';
import type { JobSummary } from '@shared/types.js';
import useSWR, { preload } from 'swr';
import { apiUrl, useApi } from '@/api/client.js';
import { fetcher, request } from '@/api/fetcher.js';
import { useDeferredAnswer } from '@/api/use-deferred-answer.js';
import { type JobFilters, jobsApiUrl } from '@/lib/job-filters.js';

export interface JobsPage {
  jobs: JobSummary[];
  nextCursor: string | null;
  /** Jobs matching the filters, over every page; undefined when the answer does not say. */
  total?: number;
  /** `total` is a lower bound ("1,000+"). */
  capped: boolean;
  /** A search text that would find more ("Did you mean ..."). */
  suggestion?: string;
  /** Pay typed into the search words, which the list offers as the salary filter. */
  searchPay?: SearchPay;
}

function totalOf(headers: Headers): number | undefined {
  const total = Number.parseInt(headers.get(TOTAL_COUNT_HEADER) ?? '', 10);
  return Number.isSafeInteger(total) && total >= 0 ? total : undefined;
}

/** The header is URL-encoded so any text travels; a malformed one is no suggestion rather than an error. */
function suggestionOf(headers: Headers): string | undefined {
  const encoded = headers.get(SEARCH_SUGGESTION_HEADER);
  if (!encoded) return undefined;
  try {
    return decodeURIComponent(encoded).trim() || undefined;
  } catch {
    return undefined;
  }
}

export async function fetchJobsPage(url: string): Promise<JobsPage> {
  const response = await request(url);
  const { headers } = response;
  return {
    jobs: (await response.json()) as JobSummary[],
    nextCursor: headers.get(NEXT_CURSOR_HEADER),
    total: totalOf(headers),
    capped: headers.get(TOTAL_CAPPED_HEADER) === '1',
    suggestion: suggestionOf(headers),
    searchPay: readSearchPay(headers.get(SEARCH_PAY_HEADER)),
  };
}

/** The first `limit` jobs for these filters (home page's featured jobs). */
export function useJobsPreview(filters: JobFilters, limit: number) {
  const response = useSWR(jobsApiUrl(filters, { limit }), fetchJobsPage);
  const { data, error, isLoading } = useDeferredAnswer(response.data, response.error, response.isLoading);
  return { jobs: data?.jobs, error, isLoading, retry: () => response.mutate() };
}

/** One job; no request for an id that is not a number (the screen shows Job Not Found). */
export function useJob(id: number | undefined) {
  const response = useApi('get-job', id === undefined ? null : { params: { id } });
  const { data, error, isLoading } = useDeferredAnswer(response.data, response.error, response.isLoading);
  return { job: data, error, isLoading, retry: () => response.mutate() };
}

// Preloads: the first screen's request starts while its code is still on the way; the hooks above then take the
// answer from SWR's preload cache (same key, same fetcher) instead of asking again.

/*
 * The preloaded request is the one the screen's hook then reads, and the hook shows its failure (Job Not Found, the
 * list's error). Caught here too, so that a failure is not also an unhandled rejection in the console.
 */
export function preloadJobList(filters: JobFilters) {
  preload(jobsApiUrl(filters), fetchJobsPage).catch(() => undefined);
}

export function preloadJob(id: number | undefined) {
  if (id !== undefined) preload(apiUrl('get-job', { params: { id } }), fetcher).catch(() => undefined);
}
