/**
 * The jobs-list results: 6 placeholders while loading, the error, 'No jobs found', or the cards (the search's words
 * marked) and 'Load more'. Load more keeps the focus while the next page comes; once its cards are drawn the focus
 * moves to the first new card (when it is still on the button) and screen readers hear how many came, so a keyboard
 * user goes on from the new jobs rather than past them.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { JOB_LIST_PLACEHOLDER_COUNT } from '@shared/constants.js';
import { jobLabels, labels, notices } from '@shared/texts.js';
import type { JobSummary } from '@shared/types.js';
import { memo, useCallback, useEffect, useMemo, useRef } from 'react';
import { useAnnounce } from '@/components/common/announcer.js';
import { BusyButton } from '@/components/common/busy-button.js';
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
  const announce = useAnnounce();
  const moreButton = useRef<HTMLButtonElement>(null);
  // After a press of Load more, until its cards are drawn: where the new cards start, and the job before them (the
  // same list still, not another search's).
  const asked = useRef<{ from: number; lastId: number | undefined }>(undefined);
  const more = useCallback(() => {
    asked.current ??= { from: jobs.length, lastId: jobs.at(-1)?.id };
    loadMore();
  }, [jobs, loadMore]);
  useEffect(() => {
    if (isLoading) asked.current = undefined;
  }, [isLoading]);
  const onShown = useCallback(
    (list: HTMLUListElement, shown: readonly JobSummary[]) => {
      const { from, lastId } = asked.current ?? { from: Number.POSITIVE_INFINITY };
      if (shown.length <= from) return;
      asked.current = undefined;
      if (shown[from - 1]?.id !== lastId) return;
      // From where the press left it only: someone who went on elsewhere meanwhile keeps their place.
      const focused = document.activeElement;
      if (!focused || focused === document.body || focused === moreButton.current) {
        list.children[from]?.querySelector<HTMLElement>('article')?.focus();
      }
      announce(jobLabels.moreJobsShown(shown.length - from));
    },
    [announce],
  );
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
      <JobGrid jobs={jobs} placeholders={isLoadingMore ? 2 : 0} highlight={highlight} onShown={onShown} />
      {error && (
        <Box sx={{ mt: 3 }}>
          <LoadError error={error} onRetry={more} />
        </Box>
      )}
      {hasMore && !error && (
        <Box sx={{ display: 'flex', justifyContent: 'center', mt: 4 }}>
          <BusyButton
            ref={moreButton}
            variant="outlined"
            size="large"
            onClick={more}
            busy={isLoadingMore}
            spinner="none"
          >
            {isLoadingMore ? labels.loading : jobLabels.loadMore}
          </BusyButton>
        </Box>
      )}
    </>
  );
});
