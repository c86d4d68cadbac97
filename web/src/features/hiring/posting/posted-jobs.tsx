/**
 * The dashboard's Posted Jobs tab: the company's jobs, active, inactive and expired, newest first, each with its
 * views and applications of the last 30 days and a link to its stats; Deactivate (or
 * Activate) takes a job off the board (or lists it again) in place; Repost lists an expired job again with the
 * default closing date (60 days from today); Delete asks first, then removes the job everywhere and says so.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { defaultClosingDate, isPastClosing } from '@shared/closing-date.js';
import type { StatsTotals } from '@shared/stats-types.js';
import { hiringLabels, notices, screenTexts } from '@shared/texts.js';
import type { Job } from '@shared/types.js';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { callApi } from '@/api/client.js';
import { ConfirmDialog } from '@/components/common/confirm-dialog.js';
import { ListSkeleton } from '@/components/common/list-skeleton.js';
import { LoadError } from '@/components/common/load-error.js';
import { StatusText } from '@/components/common/status-text.js';
import { failureToast, useToast } from '@/components/toast/toast-context.js';
import { useCompanyStats } from '@/features/hiring/stats/use-stats.js';
import { closingDay } from '@/lib/long-date.js';
import { useAction } from '@/lib/use-action.js';
import { useDashboardJobs } from '../use-hiring.js';
import { useHiringCache } from '../use-hiring-cache.js';
import { PostedJobRow } from './posted-job-row.js';

const noCounts: StatsTotals = { views: 0, applications: 0, approved: 0, rejected: 0, approvalRate: null };

export function PostedJobs() {
  const { jobs, error, retry } = useDashboardJobs();
  // The counts are extra: while they load or if they fail, the rows show without them (the Stats tab says why).
  const { stats } = useCompanyStats();
  // A job the stats do not list had nothing in the window.
  const totalsOf = (jobId: number) => stats && (stats.jobs.find((item) => item.jobId === jobId)?.totals ?? noCounts);
  const cache = useHiringCache();
  const toast = useToast();
  // The job stays named while the dialog fades out after Cancel or Delete.
  const [doomed, setDoomed] = useState<Job | undefined>();
  const [asking, setAsking] = useState(false);
  const deleting = useAction();

  /** Its row is busy meanwhile and says a failure. */
  const toggleActive = async (job: Job) => {
    const repost = !job.isActive && isPastClosing(job.closingDate);
    const closingDate = defaultClosingDate();
    const body = repost ? { isActive: true, closingDate } : { isActive: !job.isActive };
    // A job the board closed unconfirmed is reposted as it is: listing it again confirms it is open.
    const reposted = repost || (!job.isActive && job.closedUnconfirmedAt !== undefined);
    const saved = await callApi('update-job', { params: { id: job.id }, body });
    await cache.jobUpdated(saved ?? { ...job, ...body });
    toast.show(
      job.isActive
        ? { title: screenTexts.jobDeactivated, description: screenTexts.jobDeactivatedText, variant: 'success' }
        : reposted
          ? {
              title: screenTexts.jobReposted,
              description: screenTexts.jobRepostedText(
                closingDay(repost ? closingDate : (job.closingDate ?? closingDate)),
              ),
              variant: 'success',
            }
          : { title: screenTexts.jobActivated, description: screenTexts.jobActivatedText, variant: 'success' },
    );
  };

  const remove = async () => {
    if (!doomed) return;
    const deleted = await deleting.run(
      () => callApi('delete-job', { params: { id: doomed.id } }),
      failureToast(toast, notices.deleteJobFailed, notices.deleteJobFailedText),
    );
    setAsking(false);
    if (!deleted) return;
    // Deleted: said and gone from the list at once, whatever the other cached lists do meanwhile.
    toast.show({ title: notices.jobDeleted, description: notices.jobDeletedText, variant: 'success' });
    await cache.jobDeleted(doomed.id);
  };

  if (!jobs) return error ? <LoadError error={error} onRetry={retry} /> : <ListSkeleton />;
  if (jobs.length === 0) {
    return (
      <StatusText title={hiringLabels.noPostedJobs} text={hiringLabels.noPostedJobsText}>
        <Button component={RouterLink} to="/post-job" variant="contained">
          {hiringLabels.postNewJob}
        </Button>
      </StatusText>
    );
  }
  return (
    <>
      <Stack spacing={1.5}>
        {jobs.map((job) => (
          <PostedJobRow
            key={job.id}
            job={job}
            totals={totalsOf(job.id)}
            countsLoading={!stats}
            onToggleActive={toggleActive}
            onDelete={(target) => {
              setDoomed(target);
              setAsking(true);
            }}
          />
        ))}
      </Stack>
      <ConfirmDialog
        open={asking}
        title={hiringLabels.deleteJobTitle}
        text={hiringLabels.deleteJobText(doomed?.title ?? '')}
        confirmLabel={hiringLabels.delete}
        busyLabel={hiringLabels.deleting}
        busy={deleting.busy}
        onConfirm={remove}
        onCancel={() => setAsking(false)}
      />
    </>
  );
}
