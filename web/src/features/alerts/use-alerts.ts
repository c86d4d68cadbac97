/**
 * The signed-in seeker's alerts (GET /api/alerts) and the calls that change them; each change reads the list
 * again. A visitor's subscription goes to POST /api/alerts/subscribe and is listed nowhere until confirmed.
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
  const { mutate } = useSWRConfig();
  const reload = useCallback(() => mutate(LIST_KEY), [mutate]);
  return {
    create: async (body: RouteInput<'create-alert'>['body']) => {
      const alert = await callApi('create-alert', { body });
      await reload();
      return alert as JobAlert;
    },
    update: async (id: number, body: RouteInput<'update-alert'>['body']) => {
      await mutate<JobAlert[]>(
        LIST_KEY,
        (alerts) => alerts?.map((alert) => (alert.id === id ? { ...alert, ...body } : alert)),
        { revalidate: false },
      );
      try {
        await callApi('update-alert', { params: { id }, body });
      } finally {
        await reload();
      }
    },
    remove: async (id: number) => {
      await callApi('delete-alert', { params: { id } });
      await reload();
    },
    subscribe: async (body: RouteInput<'subscribe-alert'>['body']) =>
      (await callApi('subscribe-alert', { body }))?.message ?? '',
  };
}
