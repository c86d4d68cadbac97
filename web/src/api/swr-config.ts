/** SWR behaviour: no retry, no refetch on focus, interval or reconnect, cached data never goes stale. */
import type { SWRConfiguration } from 'swr';
import { fetcher } from './fetcher.js';

export const swrConfig: SWRConfiguration = {
  fetcher,
  shouldRetryOnError: false,
  revalidateOnFocus: false,
  revalidateOnReconnect: false,
  revalidateIfStale: false,
  refreshInterval: 0,
};
