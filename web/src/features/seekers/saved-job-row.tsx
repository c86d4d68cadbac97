/**
 * One saved job on the Saved jobs page: its title (a link while it is open), company, place and type, when it was
 * saved, and the bookmark and Applied marks. A job its company closed or deleted stays, said so in words, until
 * the seeker removes it.
 */
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { jobTypeLabel } from '@shared/constants.js';
import type { SavedJob } from '@shared/schemas/saved-jobs.js';
import { seekerLabels } from '@shared/texts/seekers-texts.js';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { longDate } from '@/lib/long-date.js';
import { JobMarks } from './job-marks.js';

export function SavedJobRow({ saved }: { saved: SavedJob }) {
  const titleId = useId();
  const { job } = saved;
  const open = saved.state === 'open';
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-labelledby={titleId}
      sx={{ p: 2, display: 'flex', gap: 2, alignItems: 'flex-start', justifyContent: 'space-between' }}
    >
      <Box sx={{ minWidth: 0 }}>
        {/* Right under the page's h1. */}
        <Typography id={titleId} variant="h6" component="h2" sx={{ overflowWrap: 'anywhere' }}>
          {open ? (
            <Link component={RouterLink} to={`/job/${job.id}`} underline="hover">
              {job.title}
            </Link>
          ) : (
            job.title
          )}
        </Typography>
        <Typography color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
          {[job.companyName, job.location, jobTypeLabel(job.jobType)].join(' · ')}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mt: 1 }}>
          {!open && <Chip size="small" variant="outlined" color="warning" label={seekerLabels.noLongerActive} />}
          <Typography variant="caption" color="textSecondary">
            {seekerLabels.savedOn(longDate(saved.savedAt))}
          </Typography>
        </Box>
      </Box>
      <JobMarks job={job} />
    </Paper>
  );
}
