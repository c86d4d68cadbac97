/**
 * The signed-in seeker's alerts (GET /api/alerts) and the calls that change them; each change reads the list
 * again. A change of frequency or of the active switch shows at once; when it fails, the alert is put back as it
 * was before the list is read again. A visitor's subscription goes to POST /api/alerts/subscribe and is listed
 * nowhere until confirmed.
 */
import type { RouteInput } from '@shared/contract/index.js';
import type { JobAlert } from '@shared/schemas/alerts.js';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { apiUrl, callApi, useApi } from '@/api/client.js';
import { useSession } from '@/api/use-session.js';

const LIST_KEY = apiUrl('list-alerts');

export function useAlertList() {
  const { isJobSeeker } = useSession();
  return useApi('list-alerts', isJobSeeker ? {} : null);
}

export function useAlertActions() {
  const { cache, mutate } = useSWRConfig();
  const reload = useCallback(() => mutate(LIST_KEY), [mutate]);
  return {
    create: async (body: RouteInput<'create-alert'>['body']) => {
      const alert = await callApi('create-alert', { body });
      await reload();
      return alert as JobAlert;
    },
    update: async (id: number, body: RouteInput<'update-alert'>['body']) => {
      const change = (fields: Partial<JobAlert>) =>
        mutate<JobAlert[]>(
          LIST_KEY,
          (alerts) => alerts?.map((alert) => (alert.id === id ? { ...alert, ...fields } : alert)),
          { revalidate: false },
        );
      const before = (cache.get(LIST_KEY)?.data as JobAlert[] | undefined)?.find((alert) => alert.id === id);
      await change(body);
      try {
        await callApi('update-alert', { params: { id }, body });
      } catch (error) {
        // The alert goes back as it was at once: the reading again below fails too when the connection is gone,
        // and SWR then keeps the list it has. Only the fields this change set are put back.
        if (before)
          await change(Object.fromEntries(Object.keys(body).map((name) => [name, before[name as keyof JobAlert]])));
        void reload();
        throw error;
      }
      await reload();
    },
    remove: async (id: number) => {
      await callApi('delete-alert', { params: { id } });
      await reload();
    },
    subscribe: async (body: RouteInput<'subscribe-alert'>['body']) =>
      (await callApi('subscribe-alert', { body }))?.message ?? '',
  };
}
