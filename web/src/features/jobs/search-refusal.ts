/**
 * Why a job search cannot be asked for, if it cannot: its words or place are longer than the API takes (an address
 * pasted or edited by hand; the fields stop at the limit), or its words have no letter or digit ("%", "*"). The
 * list then says so (pages/jobs.tsx) and asks nothing: the API would refuse it, and it is never answered as the
 * whole board.
 */
import { LOCATION_MAX_LENGTH, SEARCH_MAX_LENGTH } from '@shared/constants.js';
import { hasSearchWords } from '@shared/search-words.js';
import type { JobFilters } from '@/lib/job-filters.js';

export type SearchRefusal = 'tooLong' | 'noWords';

export function searchRefusal({
  search,
  location,
}: Pick<JobFilters, 'search' | 'location'>): SearchRefusal | undefined {
  if ((search?.trim().length ?? 0) > SEARCH_MAX_LENGTH || (location?.trim().length ?? 0) > LOCATION_MAX_LENGTH) {
    return 'tooLong';
  }
  if (search !== undefined && !hasSearchWords(search)) return 'noWords';
  return undefined;
}
