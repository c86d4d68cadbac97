/**
 * What the Stats tab shows before its numbers: the heading with the job choice beside it, and placeholders of the
 * tiles' and the chart's size. The dashboard shows it (with a placeholder for the choice) while the tab's code
 * loads, the tab itself while the numbers load, so nothing moves from one to the other.
 */
import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { statsLabels } from '@shared/texts/stats-texts.js';
import { labels } from '@shared/texts.js';
import type { ReactNode } from 'react';

export const CHART_HEIGHT = 280;
/** The job choice's box: a small outlined field, 40 px high. */
export const JOB_CHOICE_SX = { minWidth: 220, maxWidth: '100%', flex: { xs: '1 1 100%', sm: '0 1 320px' } };

export function StatsHeader({ jobChoice }: { jobChoice: ReactNode }) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-end', justifyContent: 'space-between' }}>
      <div>
        <Typography component="h3" variant="h5">
          {statsLabels.heading}
        </Typography>
        <Typography color="textSecondary">{statsLabels.window}</Typography>
      </div>
      {jobChoice}
    </Box>
  );
}

export function StatsSkeleton() {
  return (
    <Stack role="status" aria-label={labels.loading} spacing={2}>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(3, 1fr)' } }}>
        {[0, 1, 2].map((tile) => (
          <Skeleton key={tile} variant="rounded" height={96} />
        ))}
      </Box>
      <Skeleton variant="rounded" height={CHART_HEIGHT} />
    </Stack>
  );
}

/** The whole tab while its code loads. */
export function StatsPanelSkeleton() {
  return (
    <Stack spacing={2.5}>
      <StatsHeader jobChoice={<Skeleton variant="rounded" height={40} sx={JOB_CHOICE_SX} />} />
      <StatsSkeleton />
    </Stack>
  );
}
