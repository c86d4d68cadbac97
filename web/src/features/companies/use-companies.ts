/**
 * Companies as GET /api/companies answers them: one page as a JSON array and the next page's cursor in a response
 * header (absent on the last page), like the job lists (use-jobs.ts). The directory's paging is in
 * use-company-directory.ts, so the home page's featured companies do not load SWR's infinite lists.
 */

import { type CompanySort, NEXT_CURSOR_HEADER } from '@shared/constants.js';
import type { Company } from '@shared/types.js';
import useSWR from 'swr';
import { apiUrl } from '@/api/client.js';
import { request } from '@/api/fetcher.js';
import { useDeferredAnswer } from '@/api/use-deferred-answer.js';

export interface CompanyFilters {
  search: string;
  sort: CompanySort;
  includeEmpty: boolean;
}

export interface CompaniesPage {
  companies: Company[];
  nextCursor: string | null;
}

export async function fetchCompaniesPage(url: string): Promise<CompaniesPage> {
  const response = await request(url);
  return { companies: (await response.json()) as Company[], nextCursor: response.headers.get(NEXT_CURSOR_HEADER) };
}

/** The API address of a directory page; defaults are left out so equal queries share one cache entry. */
export function companiesApiUrl(filters: Partial<CompanyFilters>, page: { cursor?: string; limit?: number } = {}) {
  const params = new URLSearchParams();
  const search = filters.search?.trim();
  if (search) params.set('search', search);
  if (filters.sort && filters.sort !== 'jobs') params.set('sort', filters.sort);
  if (filters.includeEmpty) params.set('includeEmpty', 'true');
  if (page.limit) params.set('limit', String(page.limit));
  if (page.cursor) params.set('cursor', page.cursor);
  return apiUrl('list-companies', { query: Object.fromEntries(params) });
}

/** The companies with the most open jobs (the home page's featured companies). */
export function useTopCompanies(count: number) {
  const response = useSWR(companiesApiUrl({}, { limit: count }), fetchCompaniesPage);
  const { data, error, isLoading } = useDeferredAnswer(response.data, response.error, response.isLoading);
  return { companies: data?.companies, error, isLoading, retry: () => response.mutate() };
}
