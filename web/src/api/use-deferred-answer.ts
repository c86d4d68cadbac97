/**
 * SWR hands new data to React through useSyncExternalStore, whose updates always render synchronously: a screen
 * full of cards arriving is then one long task that freezes a phone for a moment. Deferring the answer lets React
 * render it in the background, yielding to the browser every few milliseconds (useDeferredValue); data, error and
 * loading state move together, so no screen ever sees "loaded" without its data.
 */
import { useDeferredValue, useMemo } from 'react';

export function useDeferredAnswer<Data>(data: Data, error: unknown, isLoading: boolean) {
  const answer = useMemo(() => ({ data, error: error as Error | undefined, isLoading }), [data, error, isLoading]);
  return useDeferredValue(answer);
}
