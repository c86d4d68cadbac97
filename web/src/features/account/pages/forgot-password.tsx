/**
 * Forgot password (/forgot-password): step 1 asks for the email; the emailed link brings the visitor
 * back with #token=... (useLinkToken), which is step 2 (the new password). Back goes from step 2 to step 1 and from step 1 to
 * /auth. While the token is in the URL the page sends no Referer (see useNoReferrer). The admin invitation's link adds
 * `welcome=1`: the same step, worded as choosing the account's first password.
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { WELCOME_LINK_PARAM } from '@shared/constants.js';
import { accountLabels } from '@shared/texts/account-labels.js';
import { useNavigate } from 'react-router-dom';
import { useLinkParam, useLinkToken } from '@/lib/use-link-token.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { ForgotRequestStep } from '../forgot-request-step.js';
import { ResetStep } from '../reset-step.js';
import { useNoReferrer } from '../use-no-referrer.js';

export default function ForgotPasswordPage() {
  const token = useLinkToken();
  const welcome = useLinkParam(WELCOME_LINK_PARAM) === '1';
  const navigate = useNavigate();
  const title = token
    ? welcome
      ? accountLabels.firstPasswordTitle
      : accountLabels.resetTitle
    : accountLabels.forgotTitle;
  usePageTitle(title);
  useNoReferrer(Boolean(token));

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Button
        startIcon={<ArrowBack />}
        onClick={() => navigate(token ? '/forgot-password' : '/auth')}
        sx={{ mb: 2, ml: -1 }}
      >
        {accountLabels.back}
      </Button>
      <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
        <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', sm: '2rem' }, mb: 1 }}>
          {title}
        </Typography>
        <Typography color="textSecondary" sx={{ mb: 3 }}>
          {token ? (welcome ? accountLabels.firstPasswordText : accountLabels.resetText) : accountLabels.forgotText}
        </Typography>
        {/* A new token (another emailed link) starts a fresh form. */}
        {token ? <ResetStep key={token} token={token} welcome={welcome} /> : <ForgotRequestStep />}
      </Paper>
    </Container>
  );
}
