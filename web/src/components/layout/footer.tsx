/** The site footer: links grouped for job seekers, employers, the company and legal, plus social icons. */
import Facebook from '@mui/icons-material/Facebook';
import GitHub from '@mui/icons-material/GitHub';
import LinkedIn from '@mui/icons-material/LinkedIn';
import X from '@mui/icons-material/X';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { labels, siteLabels } from '@shared/texts.js';
import { Link as RouterLink } from 'react-router-dom';
import { Brand } from './brand.js';

const groups = [
  {
    title: siteLabels.footerJobSeekers,
    links: [
      { label: labels.browseJobs, to: '/jobs' },
      { label: labels.companies, to: '/companies' },
      { label: siteLabels.jobAlerts, to: '/job-alerts' },
      { label: labels.resources, to: '/resources' },
    ],
  },
  {
    title: siteLabels.footerEmployers,
    links: [
      { label: labels.postAJob, to: '/post-job' },
      { label: siteLabels.pricing, to: '/pricing' },
      { label: siteLabels.recruitingSolutions, to: '/recruiting-solutions' },
    ],
  },
  {
    title: siteLabels.footerCompany,
    links: [
      { label: siteLabels.about, to: '/about' },
      { label: siteLabels.contact, to: '/contact' },
      { label: siteLabels.blog, to: '/blog' },
      { label: siteLabels.press, to: '/press' },
    ],
  },
  {
    title: siteLabels.footerLegal,
    links: [
      { label: siteLabels.privacy, to: '/privacy' },
      { label: siteLabels.terms, to: '/terms' },
      { label: siteLabels.cookies, to: '/cookies' },
      { label: siteLabels.accessibility, to: '/accessibility' },
    ],
  },
];

const social = [
  { label: 'LinkedIn', href: 'https://www.linkedin.com/', Icon: LinkedIn },
  { label: 'X', href: 'https://x.com/', Icon: X },
  { label: 'Facebook', href: 'https://www.facebook.com/', Icon: Facebook },
  { label: 'GitHub', href: 'https://github.com/', Icon: GitHub },
];

export default function Footer() {
  return (
    <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper', mt: 8, py: 6 }}>
      <Container maxWidth="lg">
        <Box
          sx={{
            display: 'grid',
            gap: 4,
            gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)', md: '2fr repeat(4, 1fr)' },
          }}
        >
          <Box sx={{ gridColumn: { xs: '1 / -1', md: 'auto' } }}>
            <Brand />
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1.5, maxWidth: 320 }}>
              {siteLabels.footerTagline}
            </Typography>
            <Box
              component="ul"
              aria-label={siteLabels.footerSocial}
              sx={{ display: 'flex', gap: 0.5, p: 0, m: 0, mt: 2, listStyle: 'none' }}
            >
              {social.map(({ label, href, Icon }) => (
                <li key={label}>
                  <IconButton component="a" href={href} target="_blank" rel="noopener noreferrer" aria-label={label}>
                    <Icon />
                  </IconButton>
                </li>
              ))}
            </Box>
          </Box>
          {groups.map((group) => (
            <Box key={group.title} component="nav" aria-label={group.title}>
              <Typography component="h2" variant="subtitle2" sx={{ mb: 1.5 }}>
                {group.title}
              </Typography>
              <Box component="ul" sx={{ p: 0, m: 0, listStyle: 'none', display: 'grid', gap: 1 }}>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <Link component={RouterLink} to={link.to} color="text.secondary" underline="hover" variant="body2">
                      {link.label}
                    </Link>
                  </li>
                ))}
              </Box>
            </Box>
          ))}
        </Box>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 5 }}>
          {siteLabels.allRightsReserved(new Date().getFullYear())}
        </Typography>
      </Container>
    </Box>
  );
}
