/**
 * The employer stats the dashboard reads: the company's (all jobs summed, and each job's totals) and one job's.
 * Views arrive by beacon at any time, so each read asks again when the screen is opened (no long-lived cache).
 */
import type { CompanyStats, JobStats } from '@shared/stats-types.js';
import useSWR from 'swr';
import { apiUrl } from '@/api/client.js';

const fresh = { revalidateOnMount: true, dedupingInterval: 5_000 } as const;

export function useCompanyStats() {
  const { data, error, mutate } = useSWR<CompanyStats>(apiUrl('get-company-stats'), fresh);
  return { stats: data, error: error as Error | undefined, retry: () => mutate() };
}

/** `undefined` skips the request (all jobs chosen). */
export function useJobStats(jobId: number | undefined) {
  const { data, error, mutate } = useSWR<JobStats>(
    jobId === undefined ? null : apiUrl('get-job-stats', { params: { id: jobId } }),
    fresh,
  );
  return { stats: data, error: error as Error | undefined, retry: () => mutate() };
}
