/**
 * The job detail while it loads: the article and the aside as blocks about as tall as the real ones, so the
 * footer starts below the fold and nothing visible moves when the job arrives (CLS 0).
 */
import Grid from '@mui/material/Grid';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { labels } from '@shared/texts.js';

export function JobDetailSkeleton() {
  return (
    <Grid container spacing={3} role="status" aria-label={labels.loading}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Skeleton variant="rounded" sx={{ height: { xs: 760, md: 720 } }} />
      </Grid>
      <Grid size={{ xs: 12, md: 4 }}>
        <Stack spacing={3}>
          <Skeleton variant="rounded" height={260} />
          <Skeleton variant="rounded" height={140} />
        </Stack>
      </Grid>
    </Grid>
  );
}
