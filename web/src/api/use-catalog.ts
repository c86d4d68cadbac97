/** The public lists the screens read: categories, companies, resources and enums (spec §7). */

import { EXPERIENCE_LEVELS, JOB_TYPE_LABELS, JOB_TYPES } from '@shared/constants.js';
import type { Category, Company, Enums, Resource } from '@shared/types.js';
import useSWR from 'swr';
import { useDeferredAnswer } from './use-deferred-answer.js';

function useList<T>(url: string) {
  const response = useSWR<T[]>(url);
  const { data, error, isLoading } = useDeferredAnswer(response.data, response.error, response.isLoading);
  return { data, error, isLoading, retry: () => response.mutate() };
}

export const useCategories = () => useList<Category>('/api/categories');
export const useResources = () => useList<Resource>('/api/resources');

export function useCompany(id: number | undefined) {
  const { data, error, isLoading, mutate } = useSWR<Company>(id === undefined ? null : `/api/companies/${id}`);
  return { company: data, error: error as Error | undefined, isLoading, retry: () => mutate() };
}

const FALLBACK_JOB_TYPES: Enums['jobTypes'] = JOB_TYPES.map((value) => ({ value, label: JOB_TYPE_LABELS[value] }));

/** Job type options from /api/enums; the five fixed types while it loads or when it fails (spec §7). */
export function useJobTypes(): Enums['jobTypes'] {
  const { data } = useSWR<Enums>('/api/enums');
  return data?.jobTypes?.length ? data.jobTypes : FALLBACK_JOB_TYPES;
}

/** Experience levels from /api/enums; the fixed list while it loads or when it fails. */
export function useExperienceLevels(): readonly string[] {
  const { data } = useSWR<Enums>('/api/enums');
  return data?.experienceLevels?.length ? data.experienceLevels : EXPERIENCE_LEVELS;
}
