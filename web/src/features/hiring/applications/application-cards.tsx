/**
 * Applications as cards, for phones: a five-column table would hide the status off screen. Same facts, same
 * actions, in reading order.
 */
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { hiringLabels, promiseTexts } from '@shared/texts.js';
import { longDate } from '@/lib/long-date.js';
import { ApplicationActions, type ApplicationListProps } from './application-actions.js';
import { ApplicationJobTitle } from './application-job-title.js';
import { StatusBadge } from './status-badge.js';
import { waitingDays } from './waiting-days.js';

export function ApplicationCards({
  applications,
  viewer,
  onView,
  caption,
  heading = 'h3',
}: ApplicationListProps & { caption: string; heading?: 'h2' | 'h3' }) {
  const company = viewer === 'company';
  return (
    <Stack component="ul" aria-label={caption} spacing={1.5} sx={{ p: 0, m: 0, listStyle: 'none' }}>
      {applications.map((application) => (
        <Paper component="li" variant="outlined" key={application.id} sx={{ p: 2 }}>
          <Typography component={heading} variant="subtitle1" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            <ApplicationJobTitle application={application} />
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
            {company
              ? `${hiringLabels.applicant}: ${application.applicantName ?? ''} · ${application.applicantEmail ?? ''}`
              : `${hiringLabels.company}: ${application.companyName}`}
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
            {hiringLabels.submitted}: {longDate(application.submittedAt)}
            {company &&
              application.status === 'pending' &&
              !application.jobRemoved &&
              ` · ${promiseTexts.waitingDays(waitingDays(application, Date.now()))}`}
          </Typography>
          <StatusBadge
            status={application.status}
            jobRemoved={application.jobRemoved}
            companyClosed={application.companyClosed}
          />
          <Stack sx={{ mt: 1.5 }}>
            <ApplicationActions application={application} viewer={viewer} onView={onView} />
          </Stack>
        </Paper>
      ))}
    </Stack>
  );
}
