/**
 * Recent jobs: the board's newest listed jobs (the public search, newest first), to catch junk as it arrives, each
 * with Deactivate and Delete. A job acted on stays in view, marked, until the list is read again (the public
 * list may be cached for a few seconds).
 */
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { JobModerationAction } from '@shared/schemas/moderation.js';
import { deskLabels } from '@shared/texts/moderation-texts.js';
import type { JobSummary } from '@shared/types.js';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useJobList } from '@/features/jobs';
import { longDate } from '@/lib/long-date.js';
import { DeskList } from './desk-list.js';
import { JobActions } from './job-actions.js';

const outcomes: Record<JobModerationAction, string> = {
  deactivate: deskLabels.states['deactivated-by-admin'],
  delete: deskLabels.deleted,
  restore: deskLabels.listed,
};

function RecentJob({ job }: { job: JobSummary }) {
  const [outcome, setOutcome] = useState<JobModerationAction>();
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} aria-label={job.title}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, justifyContent: 'space-between' }}>
        <div>
          <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {outcome ? (
              job.title
            ) : (
              <Link component={RouterLink} to={`/job/${job.id}`}>
                {job.title}
              </Link>
            )}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {deskLabels.postedOn(job.companyName, longDate(job.createdAt))}
          </Typography>
        </div>
        {outcome && <Chip size="small" color="warning" label={outcomes[outcome]} sx={{ alignSelf: 'flex-start' }} />}
      </Stack>
      {!outcome && <JobActions job={job} canDeactivate onChanged={setOutcome} />}
    </Paper>
  );
}

export function RecentJobs() {
  const filters = useMemo(() => ({ sort: 'newest' }), []);
  const { jobs, error, isLoading, hasMore, isLoadingMore, loadMore, retry } = useJobList(filters);
  const list = {
    items: isLoading && jobs.length === 0 ? undefined : jobs,
    error,
    hasMore,
    isLoadingMore,
    loadMore,
    retry,
  };
  return (
    <DeskList
      list={list}
      label={deskLabels.tabs.recent}
      empty={{ title: deskLabels.recentEmpty, text: deskLabels.recentEmptyText }}
    >
      {(job) => <RecentJob key={job.id} job={job} />}
    </DeskList>
  );
}
