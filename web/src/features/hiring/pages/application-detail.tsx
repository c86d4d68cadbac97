/**
 * Application detail (/application/:id, linked from the dashboard): the whole application for the applicant and
 * for the company it was sent to, which may approve or reject it while it is pending (and the applicant may then
 * withdraw it). Anyone else, a missing or a non-numeric id: 'Application Not Found' (the API answers 404 alike, so
 * nobody learns which ids exist). Once it is decided or withdrawn here those buttons go, and the page's heading
 * takes the focus they had.
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { parseNumericId } from '@shared/numeric-id.js';
import { hiringLabels, labels } from '@shared/texts.js';
import { useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isApiError } from '@/api/fetcher.js';
import { useSession } from '@/api/use-session.js';
import { LoadError } from '@/components/common/load-error.js';
import { NotFoundState } from '@/components/common/not-found-state.js';
import { ApplicationView } from '@/features/hiring/applications/application-view.js';
import { DecisionButtons } from '@/features/hiring/applications/decision-buttons.js';
import { useMarkViewed } from '@/features/hiring/applications/use-mark-viewed.js';
import { WithdrawButton } from '@/features/hiring/applications/withdraw-button.js';
import { useFocusAfterAction } from '@/lib/use-focus-after-action.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { useApplication } from '../use-hiring.js';

export default function ApplicationDetailPage() {
  const id = parseNumericId(useParams().id);
  const { user, isCompany } = useSession();
  const { application, error, retry } = useApplication(id);
  usePageTitle(hiringLabels.applicationDetails);
  useMarkViewed(application, isCompany && application !== undefined && user?.companyId === application.companyId);
  const back = isCompany ? '/dashboard?tab=applications' : '/applications';
  const backLabel = isCompany ? hiringLabels.backToDashboard : hiringLabels.backToApplications;
  const heading = useRef<HTMLHeadingElement>(null);
  const acting = useFocusAfterAction(application?.status, heading);

  if (id === undefined || isApiError(error, 404)) {
    return (
      <NotFoundState
        title={hiringLabels.applicationNotFound}
        text={hiringLabels.applicationNotFoundText}
        backTo={back}
        backLabel={backLabel}
      />
    );
  }
  const decides = isCompany && application !== undefined && user?.companyId === application.companyId;
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to={back} startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {backLabel}
      </Button>
      {error && !application ? (
        <LoadError error={error} onRetry={retry} />
      ) : application ? (
        <Paper
          variant="outlined"
          component="article"
          aria-labelledby="application-title"
          sx={{ p: { xs: 2, md: 4 } }}
          {...acting}
        >
          <Typography variant="overline" color="textSecondary">
            {hiringLabels.applicationDetails}
          </Typography>
          <Typography
            id="application-title"
            ref={heading}
            // Focused by script only, when the buttons that decided or withdrew the application go.
            tabIndex={-1}
            variant="h1"
            sx={{ mb: 3, fontSize: { xs: '1.6rem', md: '2rem' } }}
          >
            {application.jobTitle}
          </Typography>
          <ApplicationView application={application} headings="h2" />
          {decides && (
            <Box sx={{ mt: 3 }}>
              <DecisionButtons application={application} />
            </Box>
          )}
          {user?.id === application.userId && (
            <Box sx={{ mt: 3 }}>
              <WithdrawButton application={application} />
            </Box>
          )}
        </Paper>
      ) : (
        <div role="status" aria-label={labels.loading}>
          <Skeleton variant="rounded" height={420} />
        </div>
      )}
    </Container>
  );
}
