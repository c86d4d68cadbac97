/** Companies directory (/companies, spec §2), with the spec's loading and empty texts. */
import Container from '@mui/material/Container';
import Grid from '@mui/material/Grid';
import Typography from '@mui/material/Typography';
import { labels, notices } from '../../../shared/texts.js';
import { useCompanies } from '../api/use-catalog.js';
import { LoadError } from '../components/common/load-error.js';
import { StatusText } from '../components/common/status-text.js';
import { CompanyCard } from '../components/companies/company-card.js';
import { usePageTitle } from '../lib/use-page-title.js';

export default function CompaniesPage() {
  usePageTitle(labels.companiesTitle);
  const { data: companies, error, retry } = useCompanies();

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1">{labels.companiesTitle}</Typography>
      <Typography color="textSecondary" sx={{ mt: 1, mb: 4 }}>
        {labels.companiesSubtitle}
      </Typography>
      {error ? (
        <LoadError error={error} onRetry={retry} />
      ) : !companies ? (
        <StatusText title={notices.loadingCompanies} />
      ) : companies.length === 0 ? (
        <StatusText title={notices.noCompanies} text={notices.noCompaniesText} />
      ) : (
        <Grid container spacing={3}>
          {companies.map((company) => (
            <Grid key={company.id} size={{ xs: 12, sm: 6, md: 4 }}>
              <CompanyCard company={company} />
            </Grid>
          ))}
        </Grid>
      )}
    </Container>
  );
}
