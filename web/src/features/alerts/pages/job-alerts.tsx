/**
 * Job Alerts (/job-alerts, public): create alerts, switch them on and off, delete them, and a
 * quick job search. Alerts live only in this page (spec: not saved); two samples are there from the start.
 */
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { hiringLabels } from '@shared/texts.js';
import { type ReactNode, useId, useRef, useState } from 'react';
import { usePageTitle } from '@/lib/use-page-title.js';
import { AlertForm } from '../alert-form.js';
import { AlertList } from '../alert-list.js';
import { alertFromDraft, type JobAlert, sampleAlerts } from '../alerts.js';
import { QuickSearch } from '../quick-search.js';

function Panel({ title, text, children }: { title: string; text?: string; children: ReactNode }) {
  const id = useId();
  return (
    <Paper component="section" variant="outlined" aria-labelledby={id} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={id} variant="h3" component="h2" sx={{ mb: text ? 0.5 : 2 }}>
        {title}
      </Typography>
      {text && (
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
          {text}
        </Typography>
      )}
      {children}
    </Paper>
  );
}

export default function JobAlertsPage() {
  usePageTitle(hiringLabels.jobAlertsTitle);
  const [alerts, setAlerts] = useState<JobAlert[]>(sampleAlerts);
  const nextId = useRef(sampleAlerts.length + 1);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1">{hiringLabels.jobAlertsTitle}</Typography>
      <Typography color="textSecondary" sx={{ mt: 1, mb: 4 }}>
        {hiringLabels.jobAlertsSubtitle}
      </Typography>
      <Grid container spacing={3}>
        <Grid size={{ xs: 12, md: 7 }} sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
          <Panel title={hiringLabels.createAlert} text={hiringLabels.notSaved}>
            <AlertForm
              onCreate={(draft) => {
                const alert = alertFromDraft(draft, nextId.current);
                if (!alert) return false;
                nextId.current += 1;
                setAlerts((current) => [alert, ...current]);
                return true;
              }}
            />
          </Panel>
          <Panel title={hiringLabels.quickSearch} text={hiringLabels.quickSearchText}>
            <QuickSearch />
          </Panel>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }}>
          <Panel title={hiringLabels.yourAlerts}>
            <AlertList
              alerts={alerts}
              onToggle={(id, active) =>
                setAlerts((current) => current.map((alert) => (alert.id === id ? { ...alert, active } : alert)))
              }
              onDelete={(id) => setAlerts((current) => current.filter((alert) => alert.id !== id))}
            />
          </Panel>
        </Grid>
      </Grid>
    </Container>
  );
}
