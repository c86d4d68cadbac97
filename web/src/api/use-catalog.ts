/** The public lists the screens read: categories, companies, resources and enums. */

import { CONTRACT_TYPES, EXPERIENCE_LEVELS, JOB_TYPE_LABELS } from '@shared/constants.js';
import type { Enums } from '@shared/types.js';
import type { SWRResponse } from 'swr';
import { useApi } from './client.js';
import { useDeferredAnswer } from './use-deferred-answer.js';

function useDeferredList<T>(response: SWRResponse<T[]>) {
  const { data, error, isLoading } = useDeferredAnswer(response.data, response.error, response.isLoading);
  return { data, error, isLoading, retry: () => response.mutate() };
}

export const useCategories = () => useDeferredList(useApi('list-categories', {}));
export const useResources = () => useDeferredList(useApi('list-resources', {}));

export function useCompany(id: number | undefined) {
  const { data, error, isLoading, mutate } = useApi('get-company', id === undefined ? null : { params: { id } });
  return { company: data, error: error as Error | undefined, isLoading, retry: () => mutate() };
}

const FALLBACK_JOB_TYPES: Enums['jobTypes'] = CONTRACT_TYPES.map((value) => ({
  value,
  label: JOB_TYPE_LABELS[value],
}));

/**
 * The contract types a job can have, from /api/enums (the four fixed ones while it loads or when it fails). The
 * API's job type `remote` is left out: remote is a work arrangement, chosen and filtered as one.
 */
export function useJobTypes(): Enums['jobTypes'] {
  const { data } = useApi('get-enums', {});
  const types = data?.jobTypes?.filter((type) => type.value !== 'remote');
  return types?.length ? types : FALLBACK_JOB_TYPES;
}

/** Experience levels from /api/enums; the fixed list while it loads or when it fails. */
export function useExperienceLevels(): readonly string[] {
  const { data } = useApi('get-enums', {});
  return data?.experienceLevels?.length ? data.experienceLevels : EXPERIENCE_LEVELS;
}
