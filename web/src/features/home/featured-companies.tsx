/**
 * 'Featured Companies': the 6 with the most open jobs (none without any), each linking to its page, with logo or
 * initial and real job counts.
 */

import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { FEATURED_COMPANIES_COUNT } from '@shared/constants.js';
import { homeNotices, labels } from '@shared/texts.js';
import { Link as RouterLink } from 'react-router-dom';
import { cardList } from '@/components/common/card-list.js';
import { LoadError } from '@/components/common/load-error.js';
import { Section } from '@/components/common/section.js';
import { StatusText } from '@/components/common/status-text.js';
import { CompanyAvatar, useTopCompanies } from '@/features/companies';

export function FeaturedCompanies() {
  // The API's default order: most open jobs first, none without any.
  const { companies, error, retry } = useTopCompanies(FEATURED_COMPANIES_COUNT);
  const viewAll = (
    <Button component={RouterLink} to="/companies">
      {labels.viewAllCompanies}
    </Button>
  );

  return (
    <Section title={labels.featuredCompanies} action={viewAll}>
      {error ? (
        <LoadError error={error} onRetry={retry} />
      ) : !companies ? (
        <StatusText title={homeNotices.loadingCompanies} />
      ) : companies.length === 0 ? (
        <StatusText title={homeNotices.noCompanies} />
      ) : (
        <Box
          component="ul"
          sx={{
            ...cardList,
            gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)', md: 'repeat(6, 1fr)' },
          }}
        >
          {companies.map((company) => (
            <li key={company.id}>
              <Card sx={{ height: '100%' }}>
                <CardActionArea component={RouterLink} to={`/companies/${company.id}`} sx={{ height: '100%' }}>
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
                </CardActionArea>
              </Card>
            </li>
          ))}
        </Box>
      )}
    </Section>
  );
}
