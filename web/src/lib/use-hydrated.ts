/**
 * False while React adopts prerendered HTML (and in the prerender itself), true from then on. Whatever depends on
 * the browser (a stored preference) must render like the prerender until then, or the adopted page would mismatch.
 */
import { useSyncExternalStore } from 'react';

const neverChanges = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    neverChanges,
    () => true,
    () => false,
  );
}
