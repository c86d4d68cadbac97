/**
 * "Similar jobs" under a job's page: up to six active jobs the API finds in the search index, each with its reason
 * as the API words it ("same category and 3 shared skills: React, TypeScript, GraphQL"). Placeholders while they
 * load (also in the server-rendered page, so the app adopts it unchanged); nothing at all when there are none or
 * the list fails, since the page is whole without it.
 */
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { searchTexts } from '@shared/texts/search-texts.js';
import type { SimilarJob } from '@shared/types.js';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useApi } from '@/api/client.js';

const PLACEHOLDERS = 3;

const grid = {
  display: 'grid',
  gap: 2,
  gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, minmax(0, 1fr))' },
  p: 0,
  m: 0,
  listStyle: 'none',
} as const;

function SimilarJobCard({ job }: { job: SimilarJob }) {
  const titleId = useId();
  return (
    <Paper variant="outlined" component="article" aria-labelledby={titleId} sx={{ p: 2, height: '100%' }}>
      <Typography id={titleId} variant="h6" component="h3" sx={{ lineHeight: 1.3 }}>
        <Link component={RouterLink} to={`/job/${job.id}`} underline="hover">
          {job.title}
        </Link>
      </Typography>
      <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
        {job.companyName} · {job.location}
      </Typography>
      <Typography variant="body2" sx={{ mt: 1, overflowWrap: 'anywhere' }}>
        {job.reason}
      </Typography>
    </Paper>
  );
}

export function SimilarJobs({ jobId }: { jobId: number }) {
  const headingId = useId();
  const { data: jobs, error } = useApi('list-similar-jobs', { params: { id: jobId } });
  if (error || jobs?.length === 0) return null;
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mt: { xs: 4, md: 6 } }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: { xs: '1.375rem', md: '1.5rem' }, mb: 2 }}>
        {searchTexts.similarJobs}
      </Typography>
      {jobs ? (
        <Box component="ul" sx={grid}>
          {jobs.map((job) => (
            <li key={job.id}>
              <SimilarJobCard job={job} />
            </li>
          ))}
        </Box>
      ) : (
        <Box role="status" aria-label={searchTexts.similarJobsLoading} sx={grid}>
          {Array.from({ length: PLACEHOLDERS }, (_, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: identical placeholders in a fixed order
            <Skeleton key={index} variant="rounded" height={116} />
          ))}
        </Box>
      )}
    </Box>
  );
}
