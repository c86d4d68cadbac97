/** The companies directory, one page at a time ("Show more companies"). */

import { useCallback, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { useDeferredAnswer } from '@/api/use-deferred-answer.js';
import { type CompaniesPage, type CompanyFilters, companiesApiUrl, fetchCompaniesPage } from './use-companies.js';

/** The directory for these filters. */
export function useCompanyDirectory(filters: CompanyFilters) {
  const response = useSWRInfinite(
    (index: number, previous: CompaniesPage | null) => {
      if (index > 0 && !previous?.nextCursor) return null;
      return companiesApiUrl(filters, { cursor: previous?.nextCursor ?? undefined });
    },
    fetchCompaniesPage,
    { revalidateFirstPage: false },
  );
  const { isValidating, size, setSize, mutate } = response;
  const { data, error, isLoading } = useDeferredAnswer(response.data, response.error, response.isLoading);
  const companies = useMemo(() => data?.flatMap((page) => page.companies), [data]);
  const isLoadingMore = isValidating && size > (data?.length ?? 0);
  const hasMore = Boolean(data?.at(-1)?.nextCursor);
  const loadMore = useCallback(() => setSize(size + 1), [setSize, size]);
  const retry = useCallback(() => mutate(), [mutate]);
  return { companies, error, isLoading, isLoadingMore, hasMore, loadMore, retry };
}
