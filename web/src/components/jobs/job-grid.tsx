/** Job cards in two columns on wider screens (one on phones), with placeholders while loading. */
import Box from '@mui/material/Box';
import { memo } from 'react';
import type { JobSummary } from '../../../../shared/types.js';
import { JobCard } from './job-card.js';
import { JobCardSkeleton } from './job-card-skeleton.js';

interface Props {
  /** None while only placeholders show. */
  jobs?: readonly JobSummary[];
  /** Placeholder cards shown after the jobs (while the first or the next page loads). */
  placeholders?: number;
  /** Columns from the md breakpoint up (the home page uses 3). */
  columns?: 2 | 3;
}

export const JobGrid = memo(function JobGrid({ jobs = [], placeholders = 0, columns = 2 }: Props) {
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: `repeat(${columns}, minmax(0, 1fr))` },
        p: 0,
        m: 0,
        listStyle: 'none',
      }}
    >
      {jobs.map((job) => (
        <li key={job.id}>
          <JobCard job={job} />
        </li>
      ))}
      {Array.from({ length: placeholders }, (_, index) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: placeholders have no identity
        <li key={`placeholder-${index}`} aria-hidden>
          <JobCardSkeleton />
        </li>
      ))}
    </Box>
  );
});
