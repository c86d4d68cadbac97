/**
 * Applications as a table (spec §2): job, the other party (applicant for a company, company for a seeker),
 * submitted date, status badge, and the actions. On a phone the table scrolls sideways inside its own region,
 * which the keyboard can reach. Titles and names are text: React escapes them.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { hiringLabels } from '../../../../shared/texts.js';
import type { Application } from '../../../../shared/types.js';
import { longDate } from '../../lib/long-date.js';
import { DecisionButtons } from './decision-buttons.js';
import { StatusBadge } from './status-badge.js';

interface Props {
  applications: Application[];
  viewer: 'company' | 'seeker';
  /** Opens the application in a dialog; without it, View details goes to /application/{id}. */
  onView?: (application: Application) => void;
  caption: string;
}

export function ApplicationsTable({ applications, viewer, onView, caption }: Props) {
  const company = viewer === 'company';
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
          {applications.map((application) => {
            const viewLabel = hiringLabels.viewApplication(
              application.jobTitle,
              company ? application.applicantName : undefined,
            );
            return (
              <TableRow key={application.id} hover>
                <TableCell component="th" scope="row" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
                  {application.jobTitle}
                </TableCell>
                <TableCell>
                  {company ? (
                    <>
                      {application.applicantName}
                      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
                        {application.applicantEmail}
                      </Typography>
                    </>
                  ) : (
                    application.companyName
                  )}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{longDate(application.submittedAt)}</TableCell>
                <TableCell>
                  <StatusBadge status={application.status} jobRemoved={application.jobRemoved} />
                </TableCell>
                <TableCell>
                  <Stack direction="row" sx={{ gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
                    {onView ? (
                      <Button size="small" onClick={() => onView(application)} aria-label={viewLabel}>
                        {hiringLabels.viewDetails}
                      </Button>
                    ) : (
                      <Button
                        size="small"
                        component={RouterLink}
                        to={`/application/${application.id}`}
                        aria-label={viewLabel}
                      >
                        {hiringLabels.viewDetails}
                      </Button>
                    )}
                    {company && <DecisionButtons application={application} />}
                  </Stack>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
