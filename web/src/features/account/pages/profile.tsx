/**
 * Profile (/profile): who is signed in, their personal information (editable, it saves), a job seeker's saved CV
 * (upload, replace, delete), two-step sign-in (turn on, or manage once on), where the account is signed in (sign out
 * one browser) and the account actions (change password, delete account). The route's guard sends
 * signed-out visitors to /auth; the please-log-in message covers the moment the session is gone while the page is
 * still shown.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import { accountLabels } from '@shared/texts/account-labels.js';
import { secondFactorTexts } from '@shared/texts.js';
import { lazy, Suspense } from 'react';
import { useSession } from '@/api/use-session.js';
import { ListSkeleton } from '@/components/common/list-skeleton.js';
import { TextLink } from '@/components/common/text-link.js';
import { CvSection } from '@/features/seekers';
import { usePageTitle } from '@/lib/use-page-title.js';
import { AccountActions } from '../account-actions.js';
import { ActiveSessions } from '../active-sessions.js';
import { PersonalInfo } from '../personal-info.js';
import { ProfileHeader } from '../profile-header.js';

/** A job seeker's alone: companies and admins never load the matching editor's code. */
const MatchingProfileSection = lazy(() =>
  import('@/features/matching').then((module) => ({ default: module.MatchingProfileSection })),
);

export default function ProfilePage() {
  const { user } = useSession();
  usePageTitle(accountLabels.profileTitle);

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      {user ? (
        <Stack spacing={3}>
          <ProfileHeader user={user} />
          <PersonalInfo user={user} />
          {user.role === 'job_seeker' && <CvSection />}
          {user.role === 'job_seeker' && (
            <Suspense fallback={<ListSkeleton rows={2} height={120} />}>
              <MatchingProfileSection />
            </Suspense>
          )}
          {/* The link under the words, not in the alert's action column, which squeezes it to a word a line on a phone.
              A note, not MUI's default role="alert": it is read where it stands, not announced on every visit. */}
          <Alert severity={user.secondFactor ? 'success' : 'info'} role="note">
            {user.secondFactor ? secondFactorTexts.isOn : secondFactorTexts.offer}
            <Box sx={{ mt: 1 }}>
              <TextLink to="/two-step">
                {user.secondFactor ? secondFactorTexts.manage : secondFactorTexts.turnOn}
              </TextLink>
            </Box>
          </Alert>
          <ActiveSessions />
          <AccountActions />
        </Stack>
      ) : (
        <Alert severity="info" action={<TextLink to="/auth">{accountLabels.signIn}</TextLink>}>
          {accountLabels.pleaseLogIn}
        </Alert>
      )}
    </Container>
  );
}
