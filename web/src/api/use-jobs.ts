/**
 * Job lists: GET /api/jobs answers a JSON array and carries the next page's cursor in a response header
 * (absent on the last page). Every /api/jobs key is read with fetchJobsPage, so the cache holds one shape.
 */
import { useCallback, useMemo } from 'react';
import useSWR, { preload } from 'swr';
import useSWRInfinite from 'swr/infinite';
import { NEXT_CURSOR_HEADER } from '../../../shared/constants.js';
import type { Job, JobSummary } from '../../../shared/types.js';
import { type JobFilters, jobsApiUrl } from '../lib/job-filters.js';
import { fetcher, request } from './fetcher.js';
import { useDeferredAnswer } from './use-deferred-answer.js';

export interface JobsPage {
  jobs: JobSummary[];
  nextCursor: string | null;
}

export async function fetchJobsPage(url: string): Promise<JobsPage> {
  const response = await request(url);
  return { jobs: (await response.json()) as JobSummary[], nextCursor: response.headers.get(NEXT_CURSOR_HEADER) };
}

/** The first `limit` jobs for these filters (home page's featured jobs). */
export function useJobsPreview(filters: JobFilters, limit: number) {
  const response = useSWR(jobsApiUrl(filters, { limit }), fetchJobsPage);
  const { data, error, isLoading } = useDeferredAnswer(response.data, response.error, response.isLoading);
  return { jobs: data?.jobs, error, isLoading, retry: () => response.mutate() };
}

/** All jobs for these filters, one page at a time ("Load more"). */
export function useJobList(filters: JobFilters) {
  const response = useSWRInfinite(
    (index: number, previous: JobsPage | null) => {
      if (index > 0 && !previous?.nextCursor) return null;
      return jobsApiUrl(filters, { cursor: previous?.nextCursor ?? undefined });
    },
    fetchJobsPage,
    { revalidateFirstPage: false },
  );
  const { isValidating, size, setSize, mutate } = response;
  const { data, error, isLoading } = useDeferredAnswer(response.data, response.error, response.isLoading);
  // One object per answer: the screen's memoized parts (filters, search bar, cards) then skip the renders that
  // only the list's own loading states cause.
  const jobs = useMemo(() => (data ?? []).flatMap((page) => page.jobs), [data]);
  const isLoadingMore = isValidating && size > (data?.length ?? 0);
  const hasMore = Boolean(data?.at(-1)?.nextCursor);
  const loadMore = useCallback(() => setSize(size + 1), [setSize, size]);
  const retry = useCallback(() => mutate(), [mutate]);
  return useMemo(
    () => ({ jobs, error, isLoading, isLoadingMore, hasMore, loadMore, retry }),
    [jobs, error, isLoading, isLoadingMore, hasMore, loadMore, retry],
  );
}

/** One job; no request for an id that is not a number (the screen shows Job Not Found). */
export function useJob(id: number | undefined) {
  const response = useSWR<Job>(id === undefined ? null : `/api/jobs/${id}`);
  const { data, error, isLoading } = useDeferredAnswer(response.data, response.error, response.isLoading);
  return { job: data, error, isLoading, retry: () => response.mutate() };
}

// Preloads: the first screen's request starts while its code is still on the way; the hooks above then take the
// answer from SWR's preload cache (same key, same fetcher) instead of asking again.

export function preloadJobList(filters: JobFilters) {
  preload(jobsApiUrl(filters), fetchJobsPage);
}

export function preloadJob(id: number | undefined) {
  if (id !== undefined) preload(`/api/jobs/${id}`, fetcher);
}
