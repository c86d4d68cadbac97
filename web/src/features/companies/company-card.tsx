/** A company in the directory: name, description, location, Company badge, View Jobs, website. */
import LocationOn from '@mui/icons-material/LocationOn';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { companyLabels, labels } from '@shared/texts.js';
import type { Company } from '@shared/types.js';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CompanyAvatar } from '@/components/common/company-avatar.js';
import { jobsPagePath } from '@/lib/job-filters.js';
import { CompanyWebsiteButton } from './company-website-button.js';

export function CompanyCard({ company }: { company: Company }) {
  const nameId = useId();
  return (
    <Card
      component="article"
      aria-labelledby={nameId}
      sx={{ height: '100%', display: 'flex', flexDirection: 'column' }}
    >
      <CardContent sx={{ flex: 1 }}>
        <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mb: 2 }}>
          <CompanyAvatar name={company.name} logo={company.logo} />
          <Box sx={{ minWidth: 0 }}>
            <Typography id={nameId} component="h2" variant="h6" sx={{ lineHeight: 1.3 }}>
              <Link component={RouterLink} to={`/companies/${company.id}`} underline="hover" color="inherit">
                {company.name}
              </Link>
            </Typography>
            <Chip
              label={companyLabels.companyBadge}
              size="small"
              color="secondary"
              variant="outlined"
              sx={{ mt: 0.5 }}
            />
          </Box>
        </Box>
        <Typography
          variant="body2"
          color="textSecondary"
          sx={{ display: '-webkit-box', WebkitLineClamp: 3, WebkitBoxOrient: 'vertical', overflow: 'hidden' }}
        >
          {company.description}
        </Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, mt: 2, color: 'text.secondary' }}>
          {company.location && (
            <Typography variant="body2" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
              <LocationOn fontSize="small" aria-hidden />
              {company.location}
            </Typography>
          )}
          <Typography variant="body2">{labels.openJobCount(company.jobCount)}</Typography>
        </Box>
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2, gap: 1, flexWrap: 'wrap' }}>
        <Button
          component={RouterLink}
          to={jobsPagePath({ company: String(company.id) })}
          variant="contained"
          size="small"
          aria-describedby={nameId}
        >
          {companyLabels.viewJobs}
        </Button>
        <CompanyWebsiteButton company={company} size="small" />
      </CardActions>
    </Card>
  );
}
