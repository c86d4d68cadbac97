/**
 * The site footer: links grouped for job seekers, employers, the company and legal, plus links that share the board
 * on LinkedIn, X, Facebook and by email (the board has no accounts of its own there to follow).
 *
 * One styled root and plain elements inside, as the job cards are: the footer joins every page once it is live, so
 * its rendering and its rules fall inside the start of every visit. Built from MUI parts (Container, Box with sx,
 * Typography, Link and IconButton with their icons) it was about 40 styled elements, each class's rules for the
 * browser to compile and insert; drawn without it, a job page's start took 11 % less CPU time (2026-11-28).
 */
import { styled } from '@mui/material/styles';
import { labels, siteLabels } from '@shared/texts.js';
import { Link as RouterLink } from 'react-router-dom';
import { visuallyHidden } from '@/components/common/visually-hidden.js';
import { type ShareNetwork, shareLinks } from '@/lib/share-links.js';
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

/** Material Icons' LinkedIn, X, Facebook and Email (Apache 2.0), as paths. */
const iconPaths: Record<ShareNetwork, string> = {
  LinkedIn:
    'M19 3a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2h14m-.5 15.5v-5.3a3.26 3.26 0 0 0-3.26-3.26c-.85 0-1.84.52-2.32 1.3v-1.11h-2.79v8.37h2.79v-4.93c0-.77.62-1.4 1.39-1.4a1.4 1.4 0 0 1 1.4 1.4v4.93h2.79M6.88 8.56a1.68 1.68 0 0 0 1.68-1.68c0-.93-.75-1.69-1.68-1.69a1.69 1.69 0 0 0-1.69 1.69c0 .93.76 1.68 1.69 1.68m1.39 9.94v-8.37H5.5v8.37h2.77z',
  X: 'M18.244 2.25h3.308l-7.227 8.26 8.502 11.24H16.17l-5.214-6.817L4.99 21.75H1.68l7.73-8.835L1.254 2.25H8.08l4.713 6.231zm-1.161 17.52h1.833L7.084 4.126H5.117z',
  Facebook:
    'M5 3h14a2 2 0 0 1 2 2v14a2 2 0 0 1-2 2H5a2 2 0 0 1-2-2V5a2 2 0 0 1 2-2m13 2h-2.5A3.5 3.5 0 0 0 12 8.5V11h-2v3h2v7h3v-7h3v-3h-3V9a1 1 0 0 1 1-1h2V5z',
  Email: 'M20 4H4c-1.1 0-1.99.9-1.99 2L2 18c0 1.1.9 2 2 2h16c1.1 0 2-.9 2-2V6c0-1.1-.9-2-2-2m0 4-8 5-8-5V6l8 5 8-5z',
};

/** MUI's Container (maxWidth lg), a grid of five columns, Typography's body2 and subtitle2, IconButton and Link. */
const FooterFrame = styled('footer')(({ theme }) => {
  const { palette } = theme.vars ?? theme;
  const caption = { ...theme.typography.body2, color: palette.text.secondary, margin: 0 };
  return {
    borderTop: `1px solid ${palette.divider}`,
    backgroundColor: palette.background.paper,
    marginTop: theme.spacing(8),
    paddingBlock: theme.spacing(6),
    '& .footer-container': {
      boxSizing: 'border-box',
      width: '100%',
      maxWidth: theme.breakpoints.values.lg,
      marginInline: 'auto',
      paddingInline: theme.spacing(2),
      [theme.breakpoints.up('sm')]: { paddingInline: theme.spacing(3) },
    },
    '& .footer-columns': {
      display: 'grid',
      gap: theme.spacing(4),
      gridTemplateColumns: '1fr 1fr',
      [theme.breakpoints.up('sm')]: { gridTemplateColumns: 'repeat(4, 1fr)' },
      [theme.breakpoints.up('md')]: { gridTemplateColumns: '2fr repeat(4, 1fr)' },
    },
    '& .footer-about': {
      gridColumn: '1 / -1',
      [theme.breakpoints.up('md')]: { gridColumn: 'auto' },
    },
    '& .footer-tagline': { ...caption, marginTop: theme.spacing(1.5), maxWidth: 320 },
    '& ul': { padding: 0, margin: 0, listStyle: 'none' },
    '& .footer-social': { display: 'flex', gap: theme.spacing(0.5), marginTop: theme.spacing(2) },
    '& .footer-social a': {
      display: 'inline-flex',
      padding: theme.spacing(1),
      borderRadius: '50%',
      color: palette.action.active,
      transition: theme.transitions.create('background-color', { duration: theme.transitions.duration.shortest }),
      '&:hover': { backgroundColor: palette.action.hover },
      '& svg': { width: 24, height: 24, fill: 'currentColor' },
    },
    '& .footer-sr': visuallyHidden,
    '& h2': { ...theme.typography.subtitle2, margin: theme.spacing(0, 0, 1.5) },
    '& nav ul': { display: 'grid', gap: theme.spacing(1) },
    '& nav a': {
      ...caption,
      textDecoration: 'none',
      '&:hover': { textDecoration: 'underline' },
    },
    '& .footer-rights': { ...caption, marginTop: theme.spacing(5) },
  };
});

export default function Footer() {
  return (
    <FooterFrame>
      <div className="footer-container">
        <div className="footer-columns">
          <div className="footer-about">
            <Brand />
            <p className="footer-tagline">{siteLabels.footerTagline}</p>
            <ul className="footer-social" aria-label={siteLabels.footerShare}>
              {shareLinks(labels.brand, `${window.location.origin}/`).map(({ network, href, target }) => (
                <li key={network}>
                  <a href={href} target={target} rel="noopener noreferrer" title={siteLabels.shareSiteOn(network)}>
                    <svg viewBox="0 0 24 24" aria-hidden focusable="false">
                      <path d={iconPaths[network]} />
                    </svg>
                    <span className="footer-sr">{siteLabels.shareSiteOn(network)}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
          {groups.map((group) => (
            <nav key={group.title} aria-label={group.title}>
              <h2>{group.title}</h2>
              <ul>
                {group.links.map((link) => (
                  <li key={link.to}>
                    <RouterLink to={link.to}>{link.label}</RouterLink>
                  </li>
                ))}
              </ul>
            </nav>
          ))}
        </div>
        <p className="footer-rights">{siteLabels.allRightsReserved(new Date().getFullYear())}</p>
      </div>
    </FooterFrame>
  );
}
