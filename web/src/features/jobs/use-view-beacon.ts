/**
 * Counts a view of the job on screen for its company's stats: one fire-and-forget beacon to the API, once per job
 * per browser session, never awaited (the page does not depend on it). Not sent while the page is prerendered
 * (it waits until the page is shown), by crawlers and audit tools named by their user agent, or by the job's own
 * company (the API leaves that out too). docs/performance.md, "Counting job views".
 */
import { VIEWED_JOB_STORAGE_PREFIX } from '@shared/constants.js';
import type { Job } from '@shared/types.js';
import { useEffect } from 'react';
import { apiUrl } from '@/api/client.js';
import { useSession } from '@/api/use-session.js';

const NOT_A_VISITOR = /bot|crawl|spider|slurp|lighthouse|pagespeed|prerender|preview/i;
const sentKey = (jobId: number) => `${VIEWED_JOB_STORAGE_PREFIX}${jobId}`;

function sendView(jobId: number): void {
  if (typeof navigator.sendBeacon !== 'function' || NOT_A_VISITOR.test(navigator.userAgent)) return;
  try {
    if (sessionStorage.getItem(sentKey(jobId))) return;
    sessionStorage.setItem(sentKey(jobId), '1');
  } catch {
    return; // Storage refused (a privacy mode): without the once-per-session mark, count nothing.
  }
  navigator.sendBeacon(apiUrl('record-job-view', { params: { id: jobId } }));
}

export function useViewBeacon(job: Pick<Job, 'id' | 'companyId'> | undefined): void {
  const { user, isLoading } = useSession();
  const jobId = job?.id;
  const own = job !== undefined && user?.companyId === job.companyId;
  useEffect(() => {
    if (jobId === undefined || isLoading || own) return;
    const send = () => sendView(jobId);
    if (!(document as Document & { prerendering?: boolean }).prerendering) {
      send();
      return;
    }
    document.addEventListener('prerenderingchange', send, { once: true });
    return () => document.removeEventListener('prerenderingchange', send);
  }, [jobId, isLoading, own]);
}
