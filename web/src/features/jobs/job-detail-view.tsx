/**
 * The job detail: header (company logo, company, location, salary, age), description, requirements, skills; overview
 * and sharing aside. What a person can do with the job (apply, the saved and applied marks, report it) belongs to
 * other features: the page passes them in as slots, so the jobs feature imports none of them.
 */
import Business from '@mui/icons-material/Business';
import EventAvailable from '@mui/icons-material/EventAvailable';
import LocationOn from '@mui/icons-material/LocationOn';
import Payments from '@mui/icons-material/PaymentsOutlined';
import Schedule from '@mui/icons-material/Schedule';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Grid from '@mui/material/Grid';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { jobTypeLabel } from '@shared/constants.js';
import { payText } from '@shared/pay/pay-text.js';
import { jobLabels, labels } from '@shared/texts.js';
import type { Job } from '@shared/types.js';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { CompanyAvatar } from '@/components/common/company-avatar.js';
import { RichText } from '@/components/common/rich-text.js';
import { visuallyHidden } from '@/components/common/visually-hidden.js';
import { confirmedOpenAgo, postedAgo } from '@/lib/dates.js';
import { usePageAddress } from '@/lib/page-address.js';
import { JobOverview } from './job-overview.js';
import { ShareJob } from './share-job.js';
import { SkillList } from './skill-list.js';

function Fact({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <Box component="span" sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.75, color: 'text.secondary' }}>
      {icon}
      {children}
    </Box>
  );
}

function Part({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mt: 4 }}>
      <Typography variant="h3" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

interface Props {
  job: Job;
  /** Under the header: the seeker's actions (Apply, the saved and applied marks). */
  actions?: ReactNode;
  /** At the foot of the aside: Apply again and the moderation action (Report this job). */
  asideActions?: ReactNode;
}

export function JobDetailView({ job, actions, asideActions }: Props) {
  const pay = payText(job);
  const address = usePageAddress();
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 8 }}>
        <Paper variant="outlined" component="article" aria-labelledby="job-title" sx={{ p: { xs: 2.5, md: 4 } }}>
          <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start' }}>
            <CompanyAvatar name={job.companyName} logo={job.companyLogo} size={56} named />
            <Box sx={{ minWidth: 0 }}>
              <Chip label={jobTypeLabel(job.jobType)} color="primary" size="small" />
              <Typography id="job-title" variant="h1" sx={{ mt: 1.5, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
                {job.title}
              </Typography>
            </Box>
          </Box>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 3, rowGap: 1, mt: 1.5 }}>
            <Fact icon={<Business fontSize="small" aria-hidden />}>
              <Link component={RouterLink} to={`/companies/${job.companyId}`} underline="hover">
                {job.companyName}
              </Link>
            </Fact>
            <Fact icon={<LocationOn fontSize="small" aria-hidden />}>{job.location}</Fact>
            {/* Pay is what most people look for first: in the header, not only in the overview below on a phone. */}
            {pay && (
              <Fact icon={<Payments fontSize="small" aria-hidden />}>
                <span>
                  <Box component="span" sx={visuallyHidden}>
                    {labels.salary}:{' '}
                  </Box>
                  {pay}
                </span>
              </Fact>
            )}
            <Fact icon={<Schedule fontSize="small" aria-hidden />}>
              {/* The page may have been rendered minutes ago: React keeps its text rather than report a mismatch. */}
              <span suppressHydrationWarning>{postedAgo(job.createdAt)}</span>
            </Fact>
            {job.confirmedOpenAt && (
              <Fact icon={<EventAvailable fontSize="small" aria-hidden />}>
                <span suppressHydrationWarning>{confirmedOpenAgo(job.confirmedOpenAt)}</span>
              </Fact>
            )}
          </Box>
          <Box sx={{ mt: 3 }}>{actions}</Box>
          <Part title={jobLabels.jobDescription}>
            <RichText text={job.description} />
          </Part>
          <Part title={jobLabels.requirements}>
            <RichText text={job.requirements} />
          </Part>
          {job.skills.length > 0 && (
            <Part title={labels.skills}>
              <SkillList skills={job.skills} />
            </Part>
          )}
        </Paper>
      </Grid>
      <Grid size={{ xs: 12, md: 4 }} component="aside" aria-label={jobLabels.jobOverview}>
        <Stack spacing={3} sx={{ position: { md: 'sticky' }, top: { md: 88 } }}>
          <JobOverview job={job} />
          <Paper variant="outlined" component="section" aria-labelledby="share-title" sx={{ p: 3 }}>
            <Typography id="share-title" variant="h3" component="h2" sx={{ mb: 2 }}>
              {jobLabels.shareJob}
            </Typography>
            <ShareJob title={job.title} url={address} />
          </Paper>
          {asideActions}
        </Stack>
      </Grid>
    </Grid>
  );
}
