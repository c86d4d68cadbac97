/**
 * The hiring data the screens read: a company's jobs, the session user's applications, one application. Every job
 * card's Applied mark reads the applications, so this module is part of the first screen; what a write does to the
 * cache is in use-hiring-cache.ts.
 */

import type { ApplicationAnswer } from '@shared/contract/routes/get-application.js';
import type { Application, Job } from '@shared/types.js';
import useSWR from 'swr';
import { apiUrl } from '@/api/client.js';

export const DASHBOARD_JOBS_KEY = apiUrl('list-dashboard-jobs');
export const APPLICATIONS_KEY = apiUrl('list-applications');
export const applicationKey = (id: number) => apiUrl('get-application', { params: { id } });

export function useDashboardJobs() {
  const { data, error, mutate } = useSWR<Job[]>(DASHBOARD_JOBS_KEY);
  return { jobs: data, error: error as Error | undefined, retry: () => mutate() };
}

/** The session user's applications (a seeker's own, or those to a company's jobs); `null` skips the request. */
export function useApplications(enabled = true) {
  const { data, error, mutate } = useSWR<Application[]>(enabled ? APPLICATIONS_KEY : null);
  return { applications: data, error: error as Error | undefined, retry: () => mutate() };
}

export function useApplication(id: number | undefined) {
  const { data, error, mutate } = useSWR<ApplicationAnswer>(id === undefined ? null : applicationKey(id));
  return { application: data, error: error as Error | undefined, retry: () => mutate() };
}
