/**
 * Company profile (/company-profile, company accounts only): the company edits what job seekers see: its logo
 * and its details (name, description, website, location), with a link to its public page. Skeletons while it
 * loads, the failure in words with a retry.
 */
import OpenInNew from '@mui/icons-material/OpenInNewOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { companyProfileLabels as t } from '@shared/texts/company-texts.js';
import { labels } from '@shared/texts.js';
import { Link as RouterLink } from 'react-router-dom';
import { LoadError } from '@/components/common/load-error.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { CompanyProfileForm } from '../company-profile-form.js';
import { LogoSection } from '../logo-section.js';
import { useOwnCompany } from '../use-own-company.js';

function ProfileSkeleton() {
  return (
    <Stack spacing={3} role="status" aria-label={labels.loading}>
      <Skeleton variant="rounded" height={190} />
      <Skeleton variant="rounded" height={420} />
    </Stack>
  );
}

export default function CompanyProfileEditPage() {
  usePageTitle(t.title);
  const own = useOwnCompany();
  const { company } = own;

  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 6 } }}>
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2, flexWrap: 'wrap', mb: 3 }}>
        <Box sx={{ flex: '1 1 18rem' }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
            {t.title}
          </Typography>
          <Typography color="textSecondary" sx={{ mt: 1 }}>
            {t.intro}
          </Typography>
        </Box>
        {own.companyId !== undefined && (
          <Button component={RouterLink} to={`/companies/${own.companyId}`} endIcon={<OpenInNew aria-hidden />}>
            {t.viewPublicPage}
          </Button>
        )}
      </Box>
      {own.companyId === undefined ? (
        <Typography>{t.noCompany}</Typography>
      ) : own.error && !company ? (
        <LoadError error={own.error} onRetry={own.retry} title={t.loadFailed} />
      ) : !company ? (
        <ProfileSkeleton />
      ) : (
        <Stack spacing={3}>
          <LogoSection
            company={company}
            work={own.logoWork}
            failure={own.logoFailure}
            upload={own.uploadLogo}
            remove={own.removeLogo}
          />
          <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 } }}>
            <Typography variant="h2" sx={{ fontSize: '1.375rem', mb: 2.5 }}>
              {t.details}
            </Typography>
            <CompanyProfileForm key={company.id} company={company} onSave={own.save} />
          </Paper>
        </Stack>
      )}
    </Container>
  );
}
