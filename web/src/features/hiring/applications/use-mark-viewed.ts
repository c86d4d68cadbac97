/**
 * When the company an application was sent to opens it, the board keeps the first time (the applicant sees
 * "Viewed by the company"). Asked once per opening of an application not yet marked; a failure is quiet (the mark is
 * a courtesy to the applicant, never in the company's way) and the next opening tries again.
 */
import type { Application } from '@shared/types.js';
import { useEffect } from 'react';
import { callApi } from '@/api/client.js';
import { useHiringCache } from '../use-hiring-cache.js';

export function useMarkViewed(application: Application | undefined, byItsCompany: boolean): void {
  const { applicationSaved } = useHiringCache();
  const id = byItsCompany && application && !application.viewedAt ? application.id : undefined;
  // biome-ignore lint/correctness/useExhaustiveDependencies: once per application opened, not per cache change
  useEffect(() => {
    if (id === undefined) return;
    callApi('mark-application-viewed', { params: { id } })
      .then((marked) => marked && applicationSaved(marked))
      .catch(() => undefined);
  }, [id]);
}
