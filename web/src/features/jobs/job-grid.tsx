/** Job cards in two columns on wider screens (one on phones), with placeholders while loading. */
import Box from '@mui/material/Box';
import type { JobSummary } from '@shared/types.js';
import { memo, useDeferredValue, useEffect, useRef } from 'react';
import { JobMarksScope } from '@/features/seekers';
import { useHydrated } from '@/lib/use-hydrated.js';
import { JobCard } from './job-card.js';
import { JobCardSkeleton } from './job-card-skeleton.js';
import type { Highlighter } from './match-highlight.js';

/**
 * Cards a new grid draws in its first commit; the rest follow in a background render. Drawing the list's twenty at
 * once was one long task of its start on a phone (DOM, styles and layout together), where a screen shows two or
 * three. Six fill whole rows at one, two or three columns, so the later cards only add rows below and move nothing.
 * A grid rendered on the server has every card (the jobs list's page: its HTML holds the whole first page), and
 * React adopting it renders every card too, as it must to match; that builds no DOM, and hydration yields anyway.
 */
const FIRST_COMMIT_CARDS = 6;
const NO_JOBS: readonly JobSummary[] = [];

interface Props {
  /** None while only placeholders show. */
  jobs?: readonly JobSummary[];
  /** Placeholder cards shown after the jobs (while the first or the next page loads). */
  placeholders?: number;
  /** Columns from the md breakpoint up (the home page uses 3). */
  columns?: 2 | 3;
  /** Marks a search's words on the cards. */
  highlight?: Highlighter;
  /** Whether the placeholders stand for jobs on their way (they pulse), not for a failed call's empty frame. */
  busy?: boolean;
  /** Told after each commit which jobs' cards the list now holds (the jobs list moves the focus to new ones). */
  onShown?: (list: HTMLUListElement, jobs: readonly JobSummary[]) => void;
}

export const JobGrid = memo(function JobGrid({
  jobs = NO_JOBS,
  placeholders = 0,
  columns = 2,
  highlight,
  busy = placeholders > 0,
  onShown,
}: Props) {
  // No initial value for a short list: with one, React always renders a second time, even to show the same cards.
  const drawn = useHydrated();
  const shown = useDeferredValue(
    jobs,
    drawn && jobs.length > FIRST_COMMIT_CARDS ? jobs.slice(0, FIRST_COMMIT_CARDS) : undefined,
  );
  const list = useRef<HTMLUListElement>(null);
  useEffect(() => {
    if (list.current) onShown?.(list.current, shown);
  }, [shown, onShown]);
  return (
    <JobMarksScope>
      <Box
        component="ul"
        ref={list}
        // Jobs on their way: assistive technology (and the e2e sweeps) wait for them.
        aria-busy={busy || undefined}
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: `repeat(${columns}, minmax(0, 1fr))` },
          p: 0,
          m: 0,
          listStyle: 'none',
        }}
      >
        {shown.map((job) => (
          <li key={job.id}>
            <JobCard job={job} highlight={highlight} />
          </li>
        ))}
        {Array.from({ length: placeholders }, (_, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
          <li key={`placeholder-${index}`} aria-hidden>
            <JobCardSkeleton pulse={busy} />
          </li>
        ))}
      </Box>
    </JobMarksScope>
  );
});
