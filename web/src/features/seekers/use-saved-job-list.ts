/** The Saved jobs page's list: newest-saved first, a page at a time ("Load more"). */

import { NEXT_CURSOR_HEADER } from '@shared/constants.js';
import type { SavedJob } from '@shared/schemas/saved-jobs.js';
import { useMemo } from 'react';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { apiUrl } from '@/api/client.js';
import { request } from '@/api/fetcher.js';
import { savedList } from './use-saved-jobs.js';

interface SavedPage {
  items: SavedJob[];
  nextCursor: string | null;
}

async function fetchSavedPage(url: string): Promise<SavedPage> {
  const response = await request(url);
  return { items: (await response.json()) as SavedJob[], nextCursor: response.headers.get(NEXT_CURSOR_HEADER) };
}

function savedPageKey(index: number, previous: SavedPage | null): string | null {
  if (index > 0 && !previous?.nextCursor) return null;
  return apiUrl('list-saved-jobs', { query: previous?.nextCursor ? { cursor: previous.nextCursor } : {} });
}

export function useSavedJobList() {
  const response = useSWRInfinite(savedPageKey, fetchSavedPage, { revalidateFirstPage: false });
  const { data, error, isValidating, size, setSize, mutate } = response;
  const items = useMemo(() => (data ?? []).flatMap((page) => page.items), [data]);
  return {
    items: data ? items : undefined,
    error: error as Error | undefined,
    hasMore: Boolean(data?.at(-1)?.nextCursor),
    isLoadingMore: isValidating && size > (data?.length ?? 0),
    loadMore: () => setSize(size + 1),
    retry: () => mutate(),
  };
}

savedList.key = unstable_serialize(savedPageKey);
