/** The jobs-list filters kept in the page URL, so a filtered list can be shared, bookmarked and gone back to. */
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { filtersFromParams, filtersToParams, type JobFilters } from './job-filters.js';

export function useJobFilters() {
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersFromParams(params), [params]);
  return {
    filters,
    /** Sets some filters (undefined or '' removes one) and keeps the others. */
    update: (patch: JobFilters) => setParams(filtersToParams({ ...filters, ...patch })),
    /** Removes every filter; the chosen sort order stays. */
    clear: () => setParams(filtersToParams({ sort: filters.sort })),
  };
}
