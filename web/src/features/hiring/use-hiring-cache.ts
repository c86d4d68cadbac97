/**
 * How a hiring write updates what is cached. The SWR setup never refetches cached data by itself, and `mutate(key)`
 * only refetches keys a mounted screen reads. So a write puts the API's answer into the cached lists it knows, and
 * empties every other cached list it changes, so that list is read again on its next use.
 *
 * One application's own answer (get-application) carries more than a write answers: the company's view of the
 * applicant's skills. A write updates that answer only where it is cached, keeping the view, and never puts a
 * write's answer in its place: the page would show it without the view and, the cache never going stale, never
 * ask again.
 */

import type { ApplicationAnswer } from '@shared/contract/routes/get-application.js';
import type { Application, Job } from '@shared/types.js';
import { useSWRConfig } from 'swr';
import { apiKeys } from '@/api/client.js';
import { fetcher } from '@/api/fetcher.js';
import { useForgetCached } from '@/api/use-forget-cached.js';
import { APPLICATIONS_KEY, applicationKey, DASHBOARD_JOBS_KEY } from './use-hiring.js';

/** Public lists a job write changes: job searches and pages, category and company counts. */
const publicJobData = apiKeys(
  'list-jobs',
  'get-job',
  'list-categories',
  'list-companies',
  'get-company',
  'get-company-by-user',
);
/** Each application's own answer (/api/applications/{id}); a deleted job marks its applications removed. */
const singleApplications = apiKeys('get-application');

export function useHiringCache() {
  const { cache, mutate } = useSWRConfig();

  const forgetCached = useForgetCached();
  /** Drops every cached public job list, so the next screen that shows one asks the API again. */
  const forgetPublicJobs = () => forgetCached(publicJobData);

  const setJobs = (change: (jobs: Job[]) => Job[]) =>
    mutate<Job[]>(DASHBOARD_JOBS_KEY, (jobs) => jobs && change(jobs), { revalidate: false });
  const setApplications = (change: (applications: Application[]) => Application[]) =>
    mutate<Application[]>(APPLICATIONS_KEY, (list) => list && change(list), { revalidate: false });

  /** A new application (apply) or a decided one (approve/reject), as the API answered it. */
  const applicationSaved = async (application: Application) => {
    await setApplications((list) =>
      list.some((item) => item.id === application.id)
        ? list.map((item) => (item.id === application.id ? application : item))
        : [application, ...list],
    );
    const key = applicationKey(application.id);
    const cached = cache.get(key)?.data as ApplicationAnswer | undefined;
    if (!cached) return;
    const { skillComparison } = cached;
    await mutate<ApplicationAnswer>(
      key,
      { ...(skillComparison ? { skillComparison } : {}), ...application },
      {
        revalidate: false,
      },
    );
  };

  return {
    jobPosted: async (job: Job) => {
      await setJobs((jobs) => [job, ...jobs]);
      await forgetPublicJobs();
    },
    jobUpdated: async (job: Job) => {
      await setJobs((jobs) => jobs.map((item) => (item.id === job.id ? job : item)));
      await forgetPublicJobs();
    },
    /**
     * The row leaves the dashboard at once; the other lists are marked or forgotten after, not waited for: forgetting
     * refetches the lists on screen, and a slow or failed refetch must not hold back (or undo) a delete that is done.
     */
    jobDeleted: async (id: number) => {
      await setJobs((jobs) => jobs.filter((item) => item.id !== id));
      void Promise.all([
        setApplications((list) => list.map((item) => (item.jobId === id ? { ...item, jobRemoved: true } : item))),
        forgetCached(singleApplications),
        forgetPublicJobs(),
      ]).catch(() => undefined);
    },
    applicationSaved,
    /** After a refusal that says our copy is out of date (409 already applied): read the list again. */
    reloadApplications: () => mutate(APPLICATIONS_KEY),
    /** After a refused decision (409 decided meanwhile, job removed): read the application again. */
    reloadApplication: async (id: number) => {
      const fresh = await fetcher<Application>(applicationKey(id)).catch(() => undefined);
      if (fresh) await applicationSaved(fresh);
      else await mutate(APPLICATIONS_KEY);
    },
  };
}
