/**
 * The jobs-list results: 6 placeholders while loading, the error, 'No jobs found', or the cards (the search's words
 * marked) and 'Load more'.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { JOB_LIST_PLACEHOLDER_COUNT } from '@shared/constants.js';
import { jobLabels, labels, notices } from '@shared/texts.js';
import { memo, useMemo } from 'react';
import { LoadError } from '@/components/common/load-error.js';
import { StatusText } from '@/components/common/status-text.js';
import { JobGrid } from './job-grid.js';
import { makeHighlighter } from './match-highlight.js';
import type { useJobList } from './use-job-list.js';

interface Props {
  list: ReturnType<typeof useJobList>;
  /** Offers Clear All Filters on an empty list. */
  onClear?: () => void;
  /** What to say when the list is empty (default: 'No jobs found'). */
  empty?: { title: string; text?: string };
  /** The search words the list answers, marked on the cards. */
  search?: string;
}

export const JobResults = memo(function JobResults({ list, onClear, empty, search }: Props) {
  const { jobs, error, isLoading, isLoadingMore, hasMore, loadMore, retry } = list;
  const highlight = useMemo(() => makeHighlighter(search), [search]);
  if (isLoading) return <JobGrid placeholders={JOB_LIST_PLACEHOLDER_COUNT} />;
  if (error && jobs.length === 0) return <LoadError error={error} onRetry={retry} />;
  if (jobs.length === 0) {
    const { title, text } = empty ?? { title: notices.noJobsFound, text: jobLabels.noJobsText };
    return (
      <StatusText title={title} text={text}>
        {onClear && (
          <Button variant="contained" onClick={onClear}>
            {jobLabels.clearAllFilters}
          </Button>
        )}
      </StatusText>
    );
  }
  return (
    <>
      <JobGrid jobs={jobs} placeholders={isLoadingMore ? 2 : 0} highlight={highlight} />
      {error && (
        <Box sx={{ mt: 3 }}>
          <LoadError error={error} onRetry={loadMore} />
        </Box>
      )}
      {hasMore && !error && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <Button variant="outlined" size="large" onClick={loadMore} disabled={isLoadingMore} aria-busy={isLoadingMore}>
            {isLoadingMore ? labels.loading : jobLabels.loadMore}
          </Button>
        </Box>
      )}
    </>
  );
});
