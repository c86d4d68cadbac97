/**
 * The page an alert email's link opens (confirm, unsubscribe): it says what the link does and does it when the
 * person presses the button, then says what happened, with the way on (the alerts page, or the page `manage` names:
 * the match emails' unsubscribe leads to the profile). Not on opening: mail security scanners open the links of the
 * emails they check, some running the page's script, and would confirm or unsubscribe for the person (the email
 * confirmation asks for a press too). Mail apps unsubscribe in one click through the email's List-Unsubscribe-Post.
 * The token is the address's fragment (useLinkToken), never sent to a server by the browser.
 */
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { alertLabels, alertMessages } from '@shared/texts/alert-texts.js';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { failureText } from '@/api/failure-text.js';
import { BusyButton } from '@/components/common/busy-button.js';
import { useLinkToken } from '@/lib/use-link-token.js';
import { usePageTitle } from '@/lib/use-page-title.js';

type Outcome = { done: false; busy: boolean } | { done: true; ok: boolean; message: string };

export function LinkLanding({
  title,
  question,
  act,
  action,
  invalid = alertMessages.linkInvalid,
  manage = { to: '/job-alerts', label: alertLabels.manageAlerts },
}: {
  title: string;
  /** What pressing the button does, said before it. */
  question: string;
  /** The button's label. */
  act: string;
  action: (token: string) => Promise<string>;
  /** Said for a link without a token. */
  invalid?: string;
  manage?: { to: string; label: string };
}) {
  usePageTitle(title);
  const token = useLinkToken() ?? '';
  const [answer, setOutcome] = useState<Outcome>({ done: false, busy: false });
  // A link without a token is answered at once: there is nothing to press for.
  const outcome: Outcome = token ? answer : { done: true, ok: false, message: invalid };
  const press = () => {
    if (outcome.done || outcome.busy) return;
    setOutcome({ done: false, busy: true });
    action(token).then(
      (message) => setOutcome({ done: true, ok: true, message }),
      (error: unknown) => setOutcome({ done: true, ok: false, message: failureText(error, alertLabels.tryAgain) }),
    );
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 4, md: 8 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {title}
      </Typography>
      <Stack role="status" spacing={3} sx={{ mt: 3, alignItems: 'center' }}>
        {outcome.done && <Typography color={outcome.ok ? 'textPrimary' : 'error'}>{outcome.message}</Typography>}
      </Stack>
      {!outcome.done && (
        <Stack spacing={3} sx={{ alignItems: 'center' }}>
          <Typography>{question}</Typography>
          <BusyButton variant="contained" size="large" onClick={press} busy={outcome.busy}>
            {act}
          </BusyButton>
        </Stack>
      )}
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
