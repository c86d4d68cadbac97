/**
 * The seeker's saved jobs, as the screens read them: the set of saved ids (GET /api/saved-jobs/ids, one request per
 * visit, shared by every card through SWR) and the Saved jobs page's list, a page at a time. Saving or removing
 * changes the id set at once (the bookmark answers the click), then asks the API; a refusal puts it back.
 */

import { NEXT_CURSOR_HEADER } from '@shared/constants.js';
import type { SavedJob } from '@shared/schemas/saved-jobs.js';
import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import useSWRInfinite, { unstable_serialize } from 'swr/infinite';
import { apiKeys, apiUrl, callApi } from '@/api/client.js';
import { request } from '@/api/fetcher.js';
import { useSession } from '@/api/use-session.js';

const IDS_KEY = apiUrl('list-saved-job-ids');

/** The cached pages of the list (with and without a cursor), not the id set. */
const savedPages = apiKeys('list-saved-jobs');

type Ids = { jobIds: number[] };

/** The ids of the jobs the signed-in seeker saved; nothing is asked for anyone else. */
export function useSavedJobIds() {
  const { isJobSeeker } = useSession();
  const { data } = useSWR<Ids>(isJobSeeker ? IDS_KEY : null);
  return useMemo(() => new Set(data?.jobIds ?? []), [data]);
}

export function useSaveJob() {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    async (jobId: number, save: boolean) => {
      const change = (ids: Ids | undefined): Ids => {
        const rest = (ids?.jobIds ?? []).filter((id) => id !== jobId);
        return { jobIds: save ? [...rest, jobId] : rest };
      };
      await mutate<Ids>(IDS_KEY, change, { revalidate: false });
      try {
        await callApi(save ? 'save-job' : 'unsave-job', { params: { jobId } });
      } catch (error) {
        await mutate(IDS_KEY); // read what is really saved
        throw error;
      }
      // The Saved jobs page's pages are dropped and read again (now if it is open, else on its next visit): the
      // list hook refetches only pages missing from the cache.
      for (const key of [...cache.keys()]) if (savedPages.test(key)) cache.delete(key);
      await mutate(unstable_serialize(savedPageKey));
    },
    [cache, mutate],
  );
}

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

/** The Saved jobs page: newest-saved first, "Load more" fetches the next page. */
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
