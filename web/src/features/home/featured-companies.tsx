/**
 * 'Featured Companies': the 6 with the most open jobs (none without any), each linking to its page, with logo or
 * initial and real job counts.
 */

import Button from '@mui/material/Button';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { FEATURED_COMPANIES_COUNT } from '@shared/constants.js';
import { homeNotices, labels } from '@shared/texts.js';
import { Link as RouterLink } from 'react-router-dom';
import { CompanyAvatar } from '@/components/common/company-avatar.js';
import { useTopCompanies } from '@/features/companies';
import { LinkCardSection } from './link-card-section.js';

export function FeaturedCompanies() {
  // The API's default order: most open jobs first, none without any.
  const { companies, error, retry } = useTopCompanies(FEATURED_COMPANIES_COUNT);
  const viewAll = (
    <Button component={RouterLink} to="/companies">
      {labels.viewAllCompanies}
    </Button>
  );

  return (
    <LinkCardSection
      title={labels.featuredCompanies}
      action={viewAll}
      items={companies}
      error={error}
      retry={retry}
      loadingText={homeNotices.loadingCompanies}
      emptyText={homeNotices.noCompanies}
      wideColumns={6}
      itemKey={(company) => company.id}
      to={(company) => `/companies/${company.id}`}
    >
      {(company) => (
        <CardContent
          sx={{ display: 'flex', flexDirection: 'column', alignItems: 'center', textAlign: 'center', gap: 1 }}
        >
          <CompanyAvatar name={company.name} logo={company.logo} size={56} />
          <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 600, lineHeight: 1.3 }}>
            {company.name}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {labels.openJobCount(company.jobCount)}
          </Typography>
        </CardContent>
      )}
    </LinkCardSection>
  );
}
