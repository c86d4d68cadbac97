/**
 * Matched jobs as cards (three columns on wide screens on the home page, two on the jobs list), with placeholders
 * while they load, a plain error with Try again, and the empty states: a profile with nothing to match on yet
 * (with the way to fill it in), or no open job that matches it.
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import type { JobQueryInput } from '@shared/schemas/job-query.js';
import { matchingLabels } from '@shared/texts/matching-texts.js';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '@/components/common/load-error.js';
import { useToast } from '@/components/toast/toast-context.js';
import { MatchCard } from './match-card.js';
import { useJobMatches } from './use-job-matches.js';

interface Props {
  query?: JobQueryInput;
  columns: 2 | 3;
  /** Cards shown at most. */
  max?: number;
}

export function MatchList({ query, columns, max }: Props) {
  const toast = useToast();
  const { data, error, mutate, notInterested } = useJobMatches(query);
  const grid = {
    display: 'grid',
    gap: 3,
    gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: `repeat(${columns}, minmax(0, 1fr))` },
  };
  if (!data) {
    if (error) return <LoadError error={error} onRetry={() => void mutate()} title={matchingLabels.matchesFailed} />;
    return (
      <Box aria-busy="true" sx={grid}>
        {Array.from({ length: columns * 2 }, (_, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders in a fixed order
          <Skeleton key={i} variant="rounded" height={220} />
        ))}
      </Box>
    );
  }
  if (!data.hasProfile || data.jobs.length === 0) {
    return (
      <Box role="status" sx={{ display: 'grid', gap: 2, justifyItems: 'start' }}>
        <Typography color="textSecondary">
          {data.hasProfile ? matchingLabels.jobsForYouNone : matchingLabels.jobsForYouEmpty}
        </Typography>
        <Button component={RouterLink} to="/profile" variant="outlined">
          {matchingLabels.editProfile}
        </Button>
      </Box>
    );
  }
  // The card waits meanwhile and says a failure.
  const onNotInterested = async (jobId: number) => {
    await notInterested(jobId);
    toast.show({ title: matchingLabels.notInterestedDone, variant: 'default' });
  };
  return (
    <Box component="ul" sx={{ ...grid, listStyle: 'none', p: 0, m: 0 }}>
      {data.jobs.slice(0, max).map((job) => (
        <li key={job.id}>
          <MatchCard job={job} onNotInterested={(one) => onNotInterested(one.id)} />
        </li>
      ))}
    </Box>
  );
}
