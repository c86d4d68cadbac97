/**
 * After a write (profile saved, account deleted, a job posted, changed or deleted) the cache still holds answers
 * it changed, and it never goes stale by itself. Matching answers are emptied: screens on the page fetch
 * them again now, the others on their next visit. Each key is mutated by name, the jobs list's infinite key
 * (`$inf$/api/jobs...`) included: a key filter skips it, and mutating by name also clears SWR's two-second dedupe
 * mark, without which a list opened again within it would wait forever.
 */
import { useSWRConfig } from 'swr';

export function useForgetCached() {
  const { cache, mutate } = useSWRConfig();
  return async (keys: RegExp) => {
    const stale = [...cache.keys()].filter((key) => keys.test(key.replace(/^\$inf\$/, '')));
    await Promise.all(stale.map((key) => mutate(key, undefined, { revalidate: true })));
  };
}
