/** Shown only to signed-out visitors: the 'Create Profile' / 'Browse Jobs' banner and 'For Employers'. */
import CheckCircle from '@mui/icons-material/CheckCircle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { labels } from '@shared/texts.js';
import { type ReactNode, useDeferredValue } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useSession } from '@/api/use-session.js';
import { signUpPath } from '@/lib/sign-up-path.js';

/**
 * Its children only once the session says "signed out"; nothing while it loads, so a signed-in user never sees
 * the visitor blocks flash. The session is read here, not by the page: when it arrives only this re-renders (an
 * SWR answer renders synchronously), and the blocks then render in the background (useDeferredValue).
 */
export function VisitorOnly({ children }: { children: ReactNode }) {
  const { isLoading, isSignedIn } = useSession();
  return useDeferredValue(!isLoading && !isSignedIn) ? children : null;
}

export function JoinBanner() {
  return (
    <Container component="section" aria-labelledby="join-title" maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Paper sx={{ p: { xs: 3, md: 5 }, textAlign: 'center', bgcolor: 'primary.main', color: 'primary.contrastText' }}>
        <Typography id="join-title" variant="h2">
          {labels.bannerTitle}
        </Typography>
        <Typography sx={{ mt: 1.5, mb: 3, opacity: 0.92 }}>{labels.bannerText}</Typography>
        <Box sx={{ display: 'flex', gap: 2, justifyContent: 'center', flexWrap: 'wrap' }}>
          <Button
            component={RouterLink}
            to={signUpPath()}
            variant="contained"
            sx={{ bgcolor: 'background.paper', color: 'primary.main', '&:hover': { bgcolor: 'action.hover' } }}
          >
            {labels.createProfile}
          </Button>
          <Button component={RouterLink} to="/jobs" variant="outlined" color="inherit">
            {labels.browseJobs}
          </Button>
        </Box>
      </Paper>
    </Container>
  );
}

export function EmployersBlock() {
  return (
    <Container component="section" aria-labelledby="employers-title" maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <Box sx={{ display: 'grid', gap: 4, alignItems: 'center', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
        <div>
          <Typography id="employers-title" variant="h2">
            {labels.forEmployers}
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 1.5, mb: 3 }}>
            {labels.employersText}
          </Typography>
          <Button component={RouterLink} to="/auth" variant="contained" size="large">
            {labels.postAJob}
          </Button>
        </div>
        <div>
          <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none', display: 'grid', gap: 2 }}>
            {labels.employerFeatures.map((feature) => (
              <Box component="li" key={feature} sx={{ display: 'flex', gap: 1.5, alignItems: 'center' }}>
                <CheckCircle color="success" aria-hidden />
                <Typography>{feature}</Typography>
              </Box>
            ))}
          </Box>
        </div>
      </Box>
    </Container>
  );
}
