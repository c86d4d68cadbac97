/**
 * Jobs for you (GET /api/user/matches), optionally narrowed by the jobs list's filters, and "Not interested": the
 * job leaves the list at once, and the list is asked again so jobs like it move down.
 */
import type { JobMatches } from '@shared/matching-types.js';
import type { JobQueryInput } from '@shared/schemas/job-query.js';
import useSWR from 'swr';
import { apiUrl, callApi } from '@/api/client.js';

export function useJobMatches(query: JobQueryInput = {}, enabled = true) {
  const answer = useSWR<JobMatches>(enabled ? apiUrl('list-job-matches', { query }) : null);
  const notInterested = async (jobId: number) => {
    await answer.mutate(
      async (current) => {
        await callApi('hide-job-match', { params: { id: String(jobId) } });
        return current;
      },
      {
        optimisticData: (current) =>
          current
            ? { ...current, jobs: current.jobs.filter((job) => job.id !== jobId) }
            : { jobs: [], hasProfile: true },
        rollbackOnError: true,
        revalidate: true,
      },
    );
  };
  return { ...answer, notInterested };
}
