/**
 * The admin desk's data: its lists a page at a time (the next page's cursor comes in x-next-cursor), and the one
 * way to act (a moderation action or a suspension, with its reason), after which every desk list is read again.
 */
import { NEXT_CURSOR_HEADER } from '@shared/constants.js';
import { useCallback, useMemo } from 'react';
import useSWRInfinite from 'swr/infinite';
import { apiKeys, apiUrl, type RouteId, type RouteResponse } from '@/api/client.js';
import { request } from '@/api/fetcher.js';
import { useForgetCached } from '@/api/use-forget-cached.js';

type DeskList = 'list-moderation-queue' | 'list-admin-companies' | 'list-audit-log';

interface Page<Item> {
  items: Item[];
  nextCursor: string | null;
}

async function fetchPage<Item>(url: string): Promise<Page<Item>> {
  const response = await request(url);
  return { items: (await response.json()) as Item[], nextCursor: response.headers.get(NEXT_CURSOR_HEADER) };
}

/** One desk list: its items so far, "Load more", and a retry after a failed load. */
export function useDeskList<Id extends DeskList>(id: Id, query: Record<string, string>) {
  type Item = RouteResponse<Id>[number];
  const queryKey = JSON.stringify(query);
  const pageKey = useCallback(
    (index: number, previous: Page<Item> | null) => {
      if (index > 0 && !previous?.nextCursor) return null;
      const base = JSON.parse(queryKey) as Record<string, unknown>;
      const cursor = previous?.nextCursor ? { cursor: previous.nextCursor } : {};
      return apiUrl(id as RouteId, { query: { ...base, ...cursor } } as never);
    },
    [id, queryKey],
  );
  const { data, error, isValidating, size, setSize, mutate } = useSWRInfinite(pageKey, fetchPage<Item>, {
    revalidateFirstPage: false,
  });
  const items = useMemo(() => (data ? data.flatMap((page) => page.items) : undefined), [data]);
  return {
    items,
    error: error as Error | undefined,
    hasMore: Boolean(data?.at(-1)?.nextCursor),
    isLoadingMore: isValidating && size > (data?.length ?? 0),
    loadMore: () => setSize(size + 1),
    retry: () => mutate(),
  };
}

/** After an action every list it may change is read again: the desk's, and the public job lists and pages. */
export function useAfterAction() {
  const forget = useForgetCached();
  return useCallback(
    () =>
      forget(
        apiKeys(
          'list-moderation-queue',
          'list-admin-companies',
          'list-audit-log',
          'list-jobs',
          'get-job',
          'get-company',
        ),
      ),
    [forget],
  );
}
