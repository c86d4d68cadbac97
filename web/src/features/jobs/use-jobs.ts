/**
 * Job lists: GET /api/jobs answers a JSON array and carries the rest in response headers: the next page's cursor
 * (absent on the last page), the number of matches (a lower bound when capped) and, for a search that found little,
 * a suggested search text. Every /api/jobs key is read with fetchJobsPage, so the cache holds one shape.
 */

import {
  NEXT_CURSOR_HEADER,
  SEARCH_SUGGESTION_HEADER,
  TOTAL_CAPPED_HEADER,
  TOTAL_COUNT_HEADER,
} from '@shared/constants.js';
import type { JobSummary } from '@shared/types.js';
import { useCallback, useMemo } from 'react';
import useSWR, { preload } from 'swr';
import useSWRInfinite, { unstable_serialize as infiniteKey } from 'swr/infinite';
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
  };
}

/** The first `limit` jobs for these filters (home page's featured jobs). */
export function useJobsPreview(filters: JobFilters, limit: number) {
  const response = useSWR(jobsApiUrl(filters, { limit }), fetchJobsPage);
  const { data, error, isLoading } = useDeferredAnswer(response.data, response.error, response.isLoading);
  return { jobs: data?.jobs, error, isLoading, retry: () => response.mutate() };
}

/** The address of each page of the list: the first page's, then each next cursor's until the last page. */
function pageKeys(filters: JobFilters) {
  return (index: number, previous: JobsPage | null) => {
    if (index > 0 && !previous?.nextCursor) return null;
    return jobsApiUrl(filters, { cursor: previous?.nextCursor ?? undefined });
  };
}

/**
 * The cache key of a whole list (SWR's key for useSWRInfinite). A jobs-list page rendered on request carries its
 * first page under it (functions/pages/jobs-list-page.ts), so the app adopts that list without asking again.
 */
export function jobListKey(filters: JobFilters): string {
  return infiniteKey(pageKeys(filters));
}

/** All jobs for these filters, one page at a time ("Load more"). */
export function useJobList(filters: JobFilters) {
  const response = useSWRInfinite(pageKeys(filters), fetchJobsPage, { revalidateFirstPage: false });
  const { isValidating, size, setSize, mutate } = response;
  const { data, error, isLoading } = useDeferredAnswer(response.data, response.error, response.isLoading);
  // One object per answer: the screen's memoized parts (filters, search bar, cards) then skip the renders that
  // only the list's own loading states cause.
  const jobs = useMemo(() => (data ?? []).flatMap((page) => page.jobs), [data]);
  const isLoadingMore = isValidating && size > (data?.length ?? 0);
  const hasMore = Boolean(data?.at(-1)?.nextCursor);
  // The first page speaks for the whole search; without a count in it, the jobs shown are a floor.
  const first = data?.[0];
  const total = first?.total ?? jobs.length;
  const capped = first?.total === undefined ? hasMore : first.capped;
  const suggestion = first?.suggestion;
  const loadMore = useCallback(() => setSize(size + 1), [setSize, size]);
  const retry = useCallback(() => mutate(), [mutate]);
  return useMemo(
    () => ({ jobs, total, capped, suggestion, error, isLoading, isLoadingMore, hasMore, loadMore, retry }),
    [jobs, total, capped, suggestion, error, isLoading, isLoadingMore, hasMore, loadMore, retry],
  );
}

/** One job; no request for an id that is not a number (the screen shows Job Not Found). */
export function useJob(id: number | undefined) {
  const response = useApi('get-job', id === undefined ? null : { params: { id } });
  const { data, error, isLoading } = useDeferredAnswer(response.data, response.error, response.isLoading);
  return { job: data, error, isLoading, retry: () => response.mutate() };
}

// Preloads: the first screen's request starts while its code is still on the way; the hooks above then take the
// answer from SWR's preload cache (same key, same fetcher) instead of asking again.

export function preloadJobList(filters: JobFilters) {
  preload(jobsApiUrl(filters), fetchJobsPage);
}

export function preloadJob(id: number | undefined) {
  if (id !== undefined) preload(apiUrl('get-job', { params: { id } }), fetcher);
}
