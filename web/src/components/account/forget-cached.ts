/**
 * After an account changes (profile saved, account deleted) the cache still holds answers about it, and it
 * never goes stale by itself (spec §7). Matching answers are emptied: screens on the page fetch them again now,
 * the others on their next visit. The jobs list's infinite key (`$inf$/api/jobs...`) is not reached by a
 * key filter, so it is deleted from the cache directly.
 */
import { useSWRConfig } from 'swr';

export function useForgetCached() {
  const { cache, mutate } = useSWRConfig();
  return async (keys: RegExp) => {
    for (const key of [...cache.keys()]) {
      if (key.startsWith('$inf$') && keys.test(key.slice('$inf$'.length))) cache.delete(key);
    }
    await mutate((key) => typeof key === 'string' && keys.test(key), undefined, { revalidate: true });
  };
}
