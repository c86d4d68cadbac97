/** A job list, one page at a time ("Load more"): the jobs list, a company's page and the admin desk. */

import { useCallback, useMemo } from 'react';
import useSWRInfinite, { unstable_serialize as infiniteKey } from 'swr/infinite';
import { useDeferredAnswer } from '@/api/use-deferred-answer.js';
import { type JobFilters, jobsApiUrl } from '@/lib/job-filters.js';
import { searchRefusal } from './search-refusal.js';
import { fetchJobsPage, type JobsPage } from './use-jobs.js';

/** The address of each page of the list: the first page's, then each next cursor's until the last page. */
function pageKeys(filters: JobFilters) {
  // A search the API would refuse (too long, no word in it) is not asked for: the list says why (jobs.tsx).
  const unsearchable = searchRefusal(filters) !== undefined;
  return (index: number, previous: JobsPage | null) => {
    if (unsearchable || (index > 0 && !previous?.nextCursor)) return null;
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
  const searchPay = first?.searchPay;
  const loadMore = useCallback(() => setSize(size + 1), [setSize, size]);
  const retry = useCallback(() => mutate(), [mutate]);
  return useMemo(
    () => ({ jobs, total, capped, suggestion, searchPay, error, isLoading, isLoadingMore, hasMore, loadMore, retry }),
    [jobs, total, capped, suggestion, searchPay, error, isLoading, isLoadingMore, hasMore, loadMore, retry],
  );
}
