/**
 * Applications as a table: job, the other party (applicant for a company, company for a seeker),
 * submitted date, status badge, and the actions. Phones get cards instead; between phone and desktop the table
 * scrolls sideways inside its own region, which the keyboard can reach. Titles and names are text: React escapes
 * them.
 */

import type { Theme } from '@mui/material/styles';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { hiringLabels, promiseTexts } from '@shared/texts.js';
import { longDate } from '@/lib/long-date.js';
import { ApplicationActions, type ApplicationListProps } from './application-actions.js';
import { ApplicationCards } from './application-cards.js';
import { ApplicationJobTitle } from './application-job-title.js';
import { StatusBadge } from './status-badge.js';
import { waitingDays } from './waiting-days.js';

interface Props extends ApplicationListProps {
  /** Names the table (or, on a phone, the list of cards). */
  caption: string;
  /** The level of a phone's card titles: h2 right under a page's h1, h3 (the default) under a section's h2. */
  cardHeading?: 'h2' | 'h3';
}

export function ApplicationsTable({ applications, viewer, onView, caption, cardHeading }: Props) {
  const company = viewer === 'company';
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (phone) {
    return (
      <ApplicationCards
        applications={applications}
        viewer={viewer}
        onView={onView}
        caption={caption}
        heading={cardHeading}
      />
    );
  }
  return (
    <TableContainer
      role="region"
      aria-label={caption}
      tabIndex={0}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 1 }}
    >
      <Table aria-label={caption} sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            <TableCell>{hiringLabels.job}</TableCell>
            <TableCell>{company ? hiringLabels.applicant : hiringLabels.company}</TableCell>
            <TableCell>{hiringLabels.submitted}</TableCell>
            <TableCell>{hiringLabels.status}</TableCell>
            <TableCell>{hiringLabels.actions}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {applications.map((application) => (
            <TableRow key={application.id} hover>
              <TableCell component="th" scope="row" sx={{ fontWeight: 600, overflowWrap: 'break-word' }}>
                <ApplicationJobTitle application={application} />
              </TableCell>
              <TableCell>
                {company ? (
                  <>
                    {application.applicantName}
                    <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'break-word' }}>
                      {application.applicantEmail}
                    </Typography>
                  </>
                ) : (
                  application.companyName
                )}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {longDate(application.submittedAt)}
                {company && application.status === 'pending' && !application.jobRemoved && (
                  <Typography variant="body2" color="textSecondary">
                    {promiseTexts.waitingDays(waitingDays(application, Date.now()))}
                  </Typography>
                )}
              </TableCell>
              <TableCell>
                <StatusBadge
                  status={application.status}
                  jobRemoved={application.jobRemoved}
                  companyClosed={application.companyClosed}
                />
              </TableCell>
              <TableCell>
                <ApplicationActions application={application} viewer={viewer} onView={onView} />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
