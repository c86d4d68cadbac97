/**
 * Email confirmation (/confirm-email#token=...), the page of the emailed link. It confirms on a press of its
 * button, not on load, so a mail scanner that opens links does not use the single-use token up. While the token is
 * in the URL the page sends no Referer (useNoReferrer). Success reloads the signed-in user, so the notice goes.
 * A link the API refuses (invalid, expired, used) cannot work on a second press: the button gives way to the way to
 * a new link (signed in, the notice above every screen has "Send the link again"; signed out, signing in). A failure
 * that may pass (the network, the server, too many tries) keeps the button, to try again. When the button gives way,
 * the words that say what happened take its focus.
 */
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { emailConfirmationTexts as t } from '@shared/texts.js';
import { useEffect, useRef, useState } from 'react';
import { useSWRConfig } from 'swr';
import { callApi } from '@/api/client.js';
import { failureText } from '@/api/failure-text.js';
import { ApiError } from '@/api/fetcher.js';
import { SESSION_KEY, useSession } from '@/api/use-session.js';
import { BusyButton } from '@/components/common/busy-button.js';
import { TextLink } from '@/components/common/text-link.js';
import { useAction } from '@/lib/use-action.js';
import { useLinkToken } from '@/lib/use-link-token.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { useNoReferrer } from '../use-no-referrer.js';

type Outcome = { severity: 'success' | 'error'; text: string; linkSpent?: boolean };

/** A refusal of the link itself, which a second try would get again (not a 429's "wait", nor a 5xx). */
const refusesTheLink = (error: unknown) =>
  error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 429;

export default function ConfirmEmailPage() {
  const token = useLinkToken();
  usePageTitle(t.pageTitle);
  useNoReferrer(Boolean(token));
  const { mutate } = useSWRConfig();
  const { busy, run } = useAction();
  const [outcome, setOutcome] = useState<Outcome>();
  const { isSignedIn, user } = useSession();
  const said = useRef<HTMLDivElement>(null);
  const buttonGone = outcome?.severity === 'success' || Boolean(outcome?.linkSpent);
  useEffect(() => {
    const focused = document.activeElement;
    if (buttonGone && (!focused || focused === document.body || !focused.isConnected)) said.current?.focus();
  }, [buttonGone]);

  const confirm = async () => {
    if (!token) return;
    await run(
      async () => {
        const answer = await callApi('confirm-email', { body: { token } });
        setOutcome({ severity: 'success', text: answer?.message ?? t.confirmed });
        await mutate(SESSION_KEY);
      },
      (error) => {
        setOutcome({ severity: 'error', text: failureText(error, t.notQueued), linkSpent: refusesTheLink(error) });
        return undefined;
      },
    );
  };

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, mb: 1 }}>
          {t.pageTitle}
        </Typography>
        {!token ? (
          <Alert severity="error">{t.missingToken}</Alert>
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Typography color="textSecondary">{t.pageText}</Typography>
            {outcome && (
              <Alert
                ref={said}
                // Focused by script only, when the button it answers goes.
                tabIndex={-1}
                severity={outcome.severity}
                role={outcome.severity === 'error' ? 'alert' : 'status'}
                sx={{ alignSelf: 'stretch' }}
              >
                {outcome.text}
              </Alert>
            )}
            {outcome?.severity === 'success' ? (
              // A company's next step is its first job: the dashboard's "Post a Job".
              user?.role === 'company' ? (
                <TextLink to="/dashboard">{t.goOnCompany}</TextLink>
              ) : (
                <TextLink to="/">{t.goOn}</TextLink>
              )
            ) : outcome?.linkSpent ? (
              !isSignedIn && <TextLink to="/auth">{t.signInForNewLink}</TextLink>
            ) : (
              <BusyButton variant="contained" onClick={() => void confirm()} busy={busy}>
                {t.confirmButton}
              </BusyButton>
            )}
          </Stack>
        )}
      </Paper>
    </Container>
  );
}
