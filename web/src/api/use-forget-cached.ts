/**
 * After a write (profile saved, account deleted, a job posted, changed or deleted, an admin's action) the cache
 * still holds answers it changed, and it never goes stale by itself. Matching answers are emptied: screens on the
 * page fetch them again now, the others on their next visit. Each key is mutated by name, the infinite lists' keys
 * (`$inf$/api/jobs...`) included: a key filter skips them, and mutating by name also clears SWR's two-second dedupe
 * mark, without which a list opened again within it would wait forever.
 *
 * Everything is emptied before anything is fetched again: an infinite list, told to revalidate, fetches only the
 * pages it finds missing from the cache, and it looks at once. Emptied in the cache's order, a list whose key came
 * before its pages' kept its old pages and asked nothing (the admin desk's companies after a suspension).
 */
import { useSWRConfig } from 'swr';

export function useForgetCached() {
  const { cache, mutate } = useSWRConfig();
  return async (keys: RegExp) => {
    const stale = [...cache.keys()].filter((key) => keys.test(key.replace(/^\$inf\$/, '')));
    await Promise.all(stale.map((key) => mutate(key, undefined, { revalidate: false })));
    await Promise.all(stale.map((key) => mutate(key)));
  };
}
