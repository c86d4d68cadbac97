/**
 * The head of a company page: logo, name, badge, location, website, the company's own description and, when the
 * page's answer carries it, how fast the company answers applications.
 */
import LocationOn from '@mui/icons-material/LocationOn';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { companyLabels, labels } from '@shared/texts.js';
import type { Company, ResponseTime } from '@shared/types.js';
import { CompanyAvatar } from '@/components/common/company-avatar.js';
import { ResponseTimeLine } from '@/components/common/response-time.js';
import { RichText } from '@/components/common/rich-text.js';
import { CompanyWebsiteButton } from './company-website-button.js';

export function CompanyProfile({ company }: { company: Company & { responseTime?: ResponseTime } }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, md: 4 } }}>
      <Box sx={{ display: 'flex', gap: 3, alignItems: 'center', flexWrap: 'wrap' }}>
        <CompanyAvatar name={company.name} logo={company.logo} size={80} />
        {/* A basis too wide to sit beside the logo on a phone: the name then gets a line of its own. */}
        <Box sx={{ flex: '1 1 16rem', minWidth: 0 }}>
          <Typography variant="h1" sx={{ fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
            {company.name}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mt: 1, color: 'text.secondary' }}>
            <Chip label={companyLabels.companyBadge} size="small" color="secondary" variant="outlined" />
            {company.location && (
              <Typography component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5 }}>
                <LocationOn fontSize="small" aria-hidden />
                {company.location}
              </Typography>
            )}
            <Typography component="span">{labels.openJobCount(company.jobCount)}</Typography>
          </Box>
        </Box>
        <CompanyWebsiteButton company={company} variant="outlined" />
      </Box>
      {company.description && (
        <Box sx={{ mt: 3 }}>
          <RichText text={company.description} />
        </Box>
      )}
      {company.responseTime && (
        <Box sx={{ mt: 3, pt: 3, borderTop: 1, borderColor: 'divider' }}>
          <ResponseTimeLine time={company.responseTime} />
        </Box>
      )}
    </Paper>
  );
}
