/** The home page's 6 featured jobs, with placeholder cards while loading or when the call fails. */

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { FEATURED_JOBS_COUNT } from '@shared/constants.js';
import { homeNotices, labels } from '@shared/texts.js';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '@/components/common/load-error.js';
import { Section } from '@/components/common/section.js';
import { JobGrid, useJobsPreview } from '@/features/jobs';

export function FeaturedJobs() {
  const { jobs, error, retry } = useJobsPreview({}, FEATURED_JOBS_COUNT);
  const viewAll = (
    <Button component={RouterLink} to="/jobs">
      {labels.viewAllJobs}
    </Button>
  );

  return (
    <Section title={labels.featuredJobs} action={viewAll}>
      {error && !jobs ? (
        <Box sx={{ display: 'grid', gap: 3 }}>
          <LoadError error={error} onRetry={retry} title={labels.featuredFailed} />
          <JobGrid placeholders={FEATURED_JOBS_COUNT} columns={3} busy={false} />
        </Box>
      ) : !jobs ? (
        <JobGrid placeholders={FEATURED_JOBS_COUNT} columns={3} />
      ) : jobs.length === 0 ? (
        <Typography role="status" color="textSecondary">
          {homeNotices.noJobsMatching}
        </Typography>
      ) : (
        <JobGrid jobs={jobs} columns={3} />
      )}
    </Section>
  );
}
