/**
 * The seeker's saved jobs as every job card reads them: the set of saved ids (GET /api/saved-jobs/ids, one request
 * per visit, shared by every card through SWR). Saving or removing changes the id set at once (the bookmark answers
 * the click), then asks the API; when that fails (a refusal, or no connection) the job's bookmark is put back at
 * once and the ids are read again. The Saved jobs page's list is in use-saved-job-list.ts.
 */

import { useCallback, useMemo } from 'react';
import useSWR, { useSWRConfig } from 'swr';
import { apiKeys, apiUrl, callApi } from '@/api/client.js';
import { useSession } from '@/api/use-session.js';

const IDS_KEY = apiUrl('list-saved-job-ids');

/** The cached pages of the list (with and without a cursor), not the id set. */
const savedPages = apiKeys('list-saved-jobs');

type Ids = { jobIds: number[] };

/**
 * The SWR key of the Saved jobs page's whole list, set by use-saved-job-list.ts when its code loads. Until then no
 * list is cached, so there is nothing to refresh, and the cards need not load SWR's infinite lists for it.
 */
export const savedList: { key: string | null } = { key: null };

/** The ids of the jobs the signed-in seeker saved; nothing is asked for anyone else. */
export function useSavedJobIds() {
  const { isJobSeeker } = useSession();
  const { data } = useSWR<Ids>(isJobSeeker ? IDS_KEY : null);
  return useMemo(() => new Set(data?.jobIds ?? []), [data]);
}

/** The id set with the job in it or out of it, the other ids as they are. */
function withJob(ids: Ids | undefined, jobId: number, saved: boolean): Ids {
  const rest = (ids?.jobIds ?? []).filter((id) => id !== jobId);
  return { jobIds: saved ? [...rest, jobId] : rest };
}

export function useSaveJob() {
  const { cache, mutate } = useSWRConfig();
  return useCallback(
    async (jobId: number, save: boolean) => {
      const setSaved = (saved: boolean) =>
        mutate<Ids>(IDS_KEY, (ids) => withJob(ids, jobId, saved), { revalidate: false });
      const wasSaved = Boolean((cache.get(IDS_KEY)?.data as Ids | undefined)?.jobIds.includes(jobId));
      await setSaved(save);
      try {
        await callApi(save ? 'save-job' : 'unsave-job', { params: { jobId } });
      } catch (error) {
        // This job's bookmark goes back as it was, here and now: the read of what is really saved that follows
        // fails too when the connection is gone, and SWR then keeps the ids it has. Only this job is put back
        // (not the whole set as it was before, as SWR's rollbackOnError would): another bookmark pressed
        // meanwhile keeps its own change.
        await setSaved(wasSaved);
        void mutate(IDS_KEY);
        throw error;
      }
      // The Saved jobs page's pages are dropped and read again (now if it is open, else on its next visit): the
      // list hook refetches only pages missing from the cache.
      for (const key of [...cache.keys()]) if (savedPages.test(key)) cache.delete(key);
      if (savedList.key) await mutate(savedList.key);
    },
    [cache, mutate],
  );
}
