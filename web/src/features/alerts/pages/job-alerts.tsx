/**
 * Job Alerts (/job-alerts, public): create an alert (a visitor subscribes by email and confirms by the link mailed
 * there), the signed-in seeker's alerts with their frequency, active switch and Delete, and a quick job search.
 */
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { alertLabels } from '@shared/texts/alert-texts.js';
import { type ReactNode, useId } from 'react';
import { useSession } from '@/api/use-session.js';
import { ListSkeleton } from '@/components/common/list-skeleton.js';
import { LoadError } from '@/components/common/load-error.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { AlertForm } from '../alert-form.js';
import { AlertList } from '../alert-list.js';
import { QuickSearch } from '../quick-search.js';
import { useAlertActions, useAlertList } from '../use-alerts.js';

function Panel({ title, text, children }: { title: string; text?: string; children?: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} variant="h3" component="h2" sx={{ mb: text ? 0.5 : 2 }}>
        {title}
      </Typography>
      {text && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: children ? 2 : 0 }}>
          {text}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

function YourAlerts() {
  const { data, error, mutate } = useAlertList();
  const actions = useAlertActions();
  if (!data) {
    if (error) return <LoadError error={error} title={alertLabels.alertsLoadFailed} onRetry={() => mutate()} />;
    return <ListSkeleton rows={2} height={132} />;
  }
  return (
    <AlertList
      alerts={data}
      onChange={(id, change) => actions.update(id, change)}
      onDelete={(alert) => actions.remove(alert.id)}
    />
  );
}

export default function JobAlertsPage() {
  usePageTitle(alertLabels.jobAlertsTitle);
  const { isLoading, isSignedIn, isJobSeeker } = useSession();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1">{alertLabels.jobAlertsTitle}</Typography>
      <Typography color="textSecondary" sx={{ mt: 1, mb: 4 }}>
        {alertLabels.jobAlertsSubtitle}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          {isLoading ? (
            <ListSkeleton rows={1} height={280} />
          ) : isSignedIn && !isJobSeeker ? (
            <Panel title={alertLabels.createAlert} text={alertLabels.companiesNoAlerts} />
          ) : (
            <Panel title={alertLabels.createAlert}>
              <AlertForm asVisitor={!isSignedIn} />
            </Panel>
          )}
          <Panel title={alertLabels.quickSearch} text={alertLabels.quickSearchText}>
            <QuickSearch />
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Panel title={alertLabels.yourAlerts} text={isJobSeeker ? undefined : alertLabels.signInToManage}>
            {isJobSeeker && <YourAlerts />}
          </Panel>
        </Grid>
      </Grid>
    </Container>
  );
}
