/** Company page (/companies/:id): the company's details and its open jobs, with 'Load more'. */
import ArrowBack from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { parseNumericId } from '@shared/numeric-id.js';
import { companyLabels, labels } from '@shared/texts.js';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isApiError } from '@/api/fetcher.js';
import { useCompany } from '@/api/use-catalog.js';
import { LoadError } from '@/components/common/load-error.js';
import { NotFoundState } from '@/components/common/not-found-state.js';
import { JobResults, useJobList } from '@/features/jobs';
import { usePageTitle } from '@/lib/use-page-title.js';
import { CompanyProfile } from '../company-profile.js';

/**
 * `hidden` until the company has come: the jobs are asked for at once, but shown below the company only when its
 * real height is known; below the placeholder they would move down when it is replaced (a layout shift).
 */
function CompanyJobs({ companyId, hidden }: { companyId: number; hidden: boolean }) {
  const list = useJobList({ company: String(companyId) });
  return (
    <Box component="section" aria-labelledby="open-positions" hidden={hidden} sx={{ mt: 5 }}>
      <Typography id="open-positions" variant="h2" sx={{ mb: 3 }}>
        {companyLabels.openPositions}
      </Typography>
      <JobResults list={list} empty={{ title: companyLabels.noOpenPositions }} />
    </Box>
  );
}

export default function CompanyPage() {
  const companyId = parseNumericId(useParams().id);
  const { company, error, retry } = useCompany(companyId);
  usePageTitle(company?.name);

  if (companyId === undefined || isApiError(error, 404) || isApiError(error, 400)) {
    return (
      <NotFoundState
        title={companyLabels.companyNotFound}
        text={companyLabels.companyNotFoundText}
        backTo="/companies"
        backLabel={companyLabels.backToCompanies}
      />
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/companies" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {companyLabels.backToCompanies}
      </Button>
      {error && !company ? (
        <LoadError error={error} onRetry={retry} />
      ) : company ? (
        <CompanyProfile company={company} />
      ) : (
        <div role="status" aria-label={labels.loading}>
          <Skeleton variant="rounded" height={180} />
        </div>
      )}
      {!error && <CompanyJobs companyId={companyId} hidden={!company} />}
    </Container>
  );
}
