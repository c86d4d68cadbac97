/**
 * My Applications (/applications, any signed-in user): a table of the user's applications (a
 * seeker's own, or those to a company's jobs) with a detail dialog; the subtitle depends on the role, and an admin
 * (who has none) is told why.
 */
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import { hiringLabels, labels, screenTexts } from '@shared/texts.js';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '@/api/use-session.js';
import { ListSkeleton } from '@/components/common/list-skeleton.js';
import { LoadError } from '@/components/common/load-error.js';
import { StatusText } from '@/components/common/status-text.js';
import { ApplicationDialog } from '@/features/hiring/applications/application-dialog.js';
import { ApplicationsTable } from '@/features/hiring/applications/applications-table.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { useApplications } from '../use-hiring.js';

export default function ApplicationsPage() {
  usePageTitle(hiringLabels.myApplications);
  const { isCompany, isAdmin } = useSession();
  const { applications, error, retry } = useApplications();
  // The dialog reads the application from the list, so a decision made in it shows at once.
  const [openId, setOpenId] = useState<number | undefined>();
  const [open, setOpen] = useState(false);
  const subtitle = isCompany
    ? hiringLabels.companySubtitle
    : isAdmin
      ? screenTexts.adminApplicationsSubtitle
      : hiringLabels.seekerSubtitle;
  const emptyText = isCompany
    ? hiringLabels.noApplicationsCompany
    : isAdmin
      ? screenTexts.adminApplicationsEmpty
      : hiringLabels.noApplicationsSeeker;

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1">{hiringLabels.myApplications}</Typography>
      <Typography color="textSecondary" sx={{ mt: 1, mb: 4 }}>
        {subtitle}
      </Typography>
      {error && !applications ? (
        <LoadError error={error} onRetry={retry} />
      ) : !applications ? (
        <ListSkeleton rows={4} height={56} />
      ) : applications.length === 0 ? (
        <StatusText title={hiringLabels.noApplications} text={emptyText}>
          {!isCompany && !isAdmin && (
            <Button component={RouterLink} to="/jobs" variant="contained">
              {labels.browseJobs}
            </Button>
          )}
        </StatusText>
      ) : (
        <ApplicationsTable
          applications={applications}
          viewer={isCompany ? 'company' : 'seeker'}
          caption={subtitle}
          // Right under the page's h1 (one heading of the page's name, not a hidden second one).
          cardHeading="h2"
          onView={(application) => {
            setOpenId(application.id);
            setOpen(true);
          }}
        />
      )}
      <ApplicationDialog
        application={applications?.find((application) => application.id === openId)}
        open={open}
        canDecide={isCompany}
        onClose={() => setOpen(false)}
      />
    </Container>
  );
}
