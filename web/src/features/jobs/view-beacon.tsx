/**
 * Counts a view of the job on screen for its company's stats: one fire-and-forget beacon to the API, once per job
 * per browser session, never awaited (the page does not depend on it). Not sent while the page is prerendered
 * (it waits until the page is shown), by crawlers and audit tools named by their user agent, or by the job's own
 * company (the API leaves that out too). docs/performance.md, "Counting job views".
 *
 * A component that renders nothing, not a hook of the page: it reads the session, and the session's first answer
 * then re-renders only this leaf, not the whole job page (which it did, inside the task after React adopted the
 * page). The beacon waits for an idle moment: the first use of sessionStorage loads the storage area, a cost that
 * has no place in that task either.
 */
import { VIEWED_JOB_STORAGE_PREFIX } from '@shared/constants.js';
import type { Job } from '@shared/types.js';
import { useEffect } from 'react';
import { apiUrl } from '@/api/client.js';
import { useSession } from '@/api/use-session.js';
import { whenIdle } from '@/lib/when-idle.js';

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

export function ViewBeacon({ job }: { job: Pick<Job, 'id' | 'companyId'> }) {
  const { user, isLoading } = useSession();
  const jobId = job.id;
  const own = user?.companyId === job.companyId;
  useEffect(() => {
    if (isLoading || own) return;
    const send = () => whenIdle(() => sendView(jobId));
    if (!(document as Document & { prerendering?: boolean }).prerendering) return send();
    let cancel: (() => void) | undefined;
    const shown = () => {
      cancel = send();
    };
    document.addEventListener('prerenderingchange', shown, { once: true });
    return () => {
      document.removeEventListener('prerenderingchange', shown);
      cancel?.();
    };
  }, [jobId, isLoading, own]);
  return null;
}
