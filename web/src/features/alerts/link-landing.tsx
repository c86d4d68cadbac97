/**
 * The page an alert email's link opens (confirm, unsubscribe): it posts the link's token (the address's fragment,
 * useLinkToken) once, at once (one click from the email), and says what happened, with the way on (the alerts
 * page, or the page `manage` names: the match emails' unsubscribe leads to the profile).
 */
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alertLabels, alertMessages } from '@shared/texts/alert-texts.js';
import { useEffect, useRef, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { failureText } from '@/api/failure-text.js';
import { useLinkToken } from '@/lib/use-link-token.js';
import { usePageTitle } from '@/lib/use-page-title.js';

type Outcome = { done: false } | { done: true; ok: boolean; message: string };

export function LinkLanding({
  title,
  action,
  invalid = alertMessages.linkInvalid,
  manage = { to: '/job-alerts', label: alertLabels.manageAlerts },
}: {
  title: string;
  action: (token: string) => Promise<string>;
  /** Said for a link without a token. */
  invalid?: string;
  manage?: { to: string; label: string };
}) {
  usePageTitle(title);
  const token = useLinkToken() ?? '';
  const [outcome, setOutcome] = useState<Outcome>({ done: false });
  // null until the first run: a link without a token must still be answered (an empty token is a value too).
  const sent = useRef<string | null>(null);
  useEffect(() => {
    if (sent.current === token) return; // once per link, even when React runs effects twice
    sent.current = token;
    if (!token) {
      setOutcome({ done: true, ok: false, message: invalid });
      return;
    }
    action(token).then(
      (message) => setOutcome({ done: true, ok: true, message }),
      (error: unknown) =>
        setOutcome({
          done: true,
          ok: false,
          message: failureText(error, alertLabels.tryAgain),
        }),
    );
  }, [token, action, invalid]);

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {title}
      </Typography>
      <Stack role="status" spacing={3} sx={{ mt: 3, alignItems: 'center' }}>
        {outcome.done ? (
          <Typography color={outcome.ok ? 'textPrimary' : 'error'}>{outcome.message}</Typography>
        ) : (
          <CircularProgress aria-label={title} />
        )}
      </Stack>
      {outcome.done && (
        <Stack direction="row" spacing={2} sx={{ mt: 4, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button component={RouterLink} to={manage.to} variant="contained">
            {manage.label}
          </Button>
          <Button component={RouterLink} to="/jobs" variant="outlined">
            {alertLabels.browseJobs}
          </Button>
        </Stack>
      )}
    </Container>
  );
}
