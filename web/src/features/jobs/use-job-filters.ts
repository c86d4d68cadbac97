/** The jobs-list filters kept in the page URL, so a filtered list can be shared, bookmarked and gone back to. */
import { useCallback, useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromParams, filtersToParams, type JobFilters } from '@/lib/job-filters.js';

export function useJobFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  // Stable between URL changes, so the memoized filter panel and search bar skip the list's loading renders.
  /** Sets some filters (undefined or '' removes one) and keeps the others. */
  const update = useCallback(
    (patch: JobFilters) => setParams(filtersToParams({ ...filters, ...patch })),
    [filters, setParams],
  );
  /** Removes every filter; the chosen sort order stays. */
  const clear = useCallback(() => setParams(filtersToParams({ sort: filters.sort })), [filters.sort, setParams]);
  return { filters, update, clear };
}
