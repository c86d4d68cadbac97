/**
 * The job's key facts: salary and experience when given, job type, work arrangement, location, posted date,
 * closing date.
 */

import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { jobTypeLabel, workArrangementLabel } from '@shared/constants.js';
import { payText } from '@shared/pay/pay-text.js';
import { hiringLabels, jobLabels, labels } from '@shared/texts.js';
import type { Job } from '@shared/types.js';
import { closingDay, longDate } from '@/lib/long-date.js';

export function JobOverview({ job }: { job: Job }) {
  const facts: [string, string | undefined][] = [
    [labels.salary, payText(job)],
    [jobLabels.jobType, jobTypeLabel(job.jobType)],
    [jobLabels.workArrangement, job.workArrangement && workArrangementLabel(job.workArrangement)],
    [jobLabels.location, job.location],
    [jobLabels.experience, job.experience],
    [jobLabels.postedDate, longDate(job.createdAt)],
    [hiringLabels.closingDate, job.closingDate && closingDay(job.closingDate)],
  ];
  return (
    <Paper variant="outlined" component="section" aria-labelledby="overview-title" sx={{ p: 3 }}>
      <Typography id="overview-title" variant="h3" component="h2" sx={{ mb: 2 }}>
        {jobLabels.jobOverview}
      </Typography>
      <Box component="dl" sx={{ m: 0, display: 'grid', gap: 1.5 }}>
        {facts
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term}>
              <Typography component="dt" variant="body2" color="textSecondary">
                {term}
              </Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 500 }}>
                {value}
              </Typography>
            </div>
          ))}
      </Box>
    </Paper>
  );
}
