/**
 * What a signed-in user of another role sees on a guarded screen: why they cannot use it and, for a company
 * screen, the way to a company account (sign out, then the Register tab with the company role chosen).
 */
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Typography from '@mui/material/Typography';
import type { Role } from '@shared/constants.js';
import { labels, roleLabels, wrongRoleTexts } from '@shared/texts.js';
import { Link as RouterLink } from 'react-router-dom';
import { useLogout } from '@/components/layout/use-logout.js';
import { signUpPath } from '@/lib/sign-up-path.js';
import { usePageTitle } from '@/lib/use-page-title.js';

interface Props {
  allowed: readonly Role[];
  role: Role;
}

/** "a job seeker", "an admin": the role as a sentence names it. */
const asNamed = (role: Role) => {
  const name = roleLabels[role].toLowerCase();
  return `${/^[aeiou]/.test(name) ? 'an' : 'a'} ${name}`;
};

export function WrongRole({ allowed, role }: Props) {
  const forCompanies = allowed.includes('company');
  const title = forCompanies ? wrongRoleTexts.companyOnlyTitle : wrongRoleTexts.otherRoleTitle;
  usePageTitle(title);
  const logout = useLogout();
  return (
    <Container maxWidth="sm" sx={{ py: { xs: 6, md: 10 }, textAlign: 'center' }}>
      <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {title}
      </Typography>
      <Typography color="textSecondary" sx={{ mt: 2 }}>
        {forCompanies ? wrongRoleTexts.companyOnlyText(asNamed(role)) : wrongRoleTexts.otherRoleText(asNamed(role))}
      </Typography>
      <Box sx={{ mt: 4, display: 'flex', gap: 1.5, justifyContent: 'center', flexWrap: 'wrap' }}>
        {forCompanies && (
          <Button variant="contained" onClick={() => void logout({ to: signUpPath('company') })}>
            {wrongRoleTexts.signOutAndSignUpAsCompany}
          </Button>
        )}
        <Button component={RouterLink} to="/" variant="outlined">
          {labels.goHome}
        </Button>
      </Box>
    </Container>
  );
}
