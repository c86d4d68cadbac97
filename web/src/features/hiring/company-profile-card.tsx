/**
 * The dashboard's Company Profile tab: name, email, username and role, read-only. Edit Profile goes to
 * /profile (the account's details), Edit company page to /company-profile (description, website, logo).
 */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { companyProfileLabels } from '@shared/texts/company-texts.js';
import { hiringLabels, roleLabels } from '@shared/texts.js';
import type { PublicUser } from '@shared/types.js';
import { Link as RouterLink } from 'react-router-dom';

export function CompanyProfileCard({ user }: { user: PublicUser }) {
  const facts: [string, string | undefined][] = [
    [hiringLabels.name, user.name],
    [hiringLabels.email, user.email],
    [hiringLabels.username, user.username],
    [hiringLabels.role, roleLabels[user.role] ?? user.role],
    [hiringLabels.company, user.company],
  ];
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 640 }}>
      <Typography
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '140px 1fr' }, columnGap: 2, rowGap: 1.5, m: 0 }}
      >
        {facts
          .filter(([, value]) => value)
          .map(([term, value]) => (
            <div key={term} style={{ display: 'contents' }}>
              <Typography component="dt" variant="body2" color="textSecondary">
                {term}
              </Typography>
              <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
                {value}
              </Typography>
            </div>
          ))}
      </Typography>
      <Stack direction="row" sx={{ mt: 3, gap: 1.5, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/profile" variant="outlined">
          {hiringLabels.editProfile}
        </Button>
        <Button component={RouterLink} to="/company-profile" variant="outlined">
          {companyProfileLabels.editCompanyPage}
        </Button>
      </Stack>
    </Paper>
  );
}
