/**
 * Sign in and sign up (/auth): Login and Register tabs next to a welcome panel. Sign Up links open the
 * Register tab, with a role chosen in advance for a company's (`/auth?tab=register&role=company`, `signUpPath`): in
 * the address, not in the router's state, so that a link followed by the browser itself (tapped before the app is
 * live) opens the same tab. Apply Now and the bookmark of a signed-out visitor say why they came
 * (`state.reason`). Signed-in visitors never see it: the route's guard sends them back to
 * the page they came from (`state.from`) or home, which is also what happens right after a sign-in.
 */
import Alert from '@mui/material/Alert';
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { REGISTRABLE_ROLES, type RegistrableRole } from '@shared/constants.js';
import { accountLabels } from '@shared/texts/account-labels.js';
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router-dom';
import { usePageTitle } from '@/lib/use-page-title.js';
import { AuthSidePanel } from '../auth-side-panel.js';
import { LoginForm } from '../login-form.js';
import { RegisterForm } from '../register-form.js';

type AuthTab = 'login' | 'register';

const tabFrom = (search: string): AuthTab =>
  new URLSearchParams(search).get('tab') === 'register' ? 'register' : 'login';
/** Why the visitor was sent here (`state.reason`: apply, save), said above the form. */
const reasonFrom = (state: unknown): string | undefined => {
  const reason = (state as { reason?: unknown } | null)?.reason;
  return typeof reason === 'string' ? accountLabels.signInReasons[reason] : undefined;
};
/** A role chosen in advance (`role` in the address), e.g. for a seeker sent to sign up as a company. */
const roleFrom = (search: string): RegistrableRole | undefined => {
  const role = new URLSearchParams(search).get('role');
  return REGISTRABLE_ROLES.find((known) => known === role);
};

export default function AuthPage() {
  const location = useLocation();
  const [tab, setTab] = useState<AuthTab>(() => tabFrom(location.search));
  usePageTitle(tab === 'login' ? accountLabels.signIn : accountLabels.createAccount);

  // Sign In / Sign Up in the navigation bar while already on /auth: each click is a new location; follow its tab.
  const { key, search } = location;
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new navigation (key) may switch the tab
  useEffect(() => setTab(tabFrom(search)), [key]);

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: { xs: 2, md: 4 }, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {accountLabels.authTitle}
      </Typography>
      <Grid container spacing={{ xs: 3, md: 4 }} sx={{ alignItems: 'flex-start' }}>
        <Grid size={{ xs: 12, md: 7 }} sx={{ order: { xs: 1, md: 2 } }}>
          <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
            {reasonFrom(location.state) && (
              <Alert severity="info" sx={{ mb: 2 }}>
                {reasonFrom(location.state)}
              </Alert>
            )}
            <Tabs
              value={tab}
              onChange={(_event, next: AuthTab) => setTab(next)}
              aria-label={accountLabels.authTabs}
              variant="fullWidth"
              sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
            >
              <Tab label={accountLabels.login} value="login" id="auth-tab-login" aria-controls="auth-panel" />
              <Tab label={accountLabels.register} value="register" id="auth-tab-register" aria-controls="auth-panel" />
            </Tabs>
            <div role="tabpanel" id="auth-panel" aria-labelledby={`auth-tab-${tab}`}>
              {tab === 'login' ? (
                <LoginForm />
              ) : (
                <RegisterForm key={location.key} initialRole={roleFrom(location.search)} />
              )}
            </div>
          </Paper>
        </Grid>
        <Grid size={{ xs: 12, md: 5 }} sx={{ order: { xs: 2, md: 1 } }}>
          <AuthSidePanel />
        </Grid>
      </Grid>
    </Container>
  );
}
