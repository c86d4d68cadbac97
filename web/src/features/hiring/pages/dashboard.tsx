/**
 * Company Dashboard (/dashboard, companies only): Posted Jobs, Applications, Stats and Company Profile tabs and
 * 'Post New Job'. The open tab lives in the URL (?tab=applications), so Back and a shared link keep it.
 * The Applications and Stats tabs load their code when first opened (their table, dialogs, form parts and figures
 * are most of the screen's weight), showing their loading skeleton meanwhile; pointing at or focusing a tab starts
 * that load early.
 */
import Add from '@mui/icons-material/Add';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { suspensionTexts } from '@shared/texts/moderation-texts.js';
import { statsLabels } from '@shared/texts/stats-texts.js';
import { hiringLabels } from '@shared/texts.js';
import { lazy, Suspense, useEffect } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { SESSION_KEY, useSession } from '@/api/use-session.js';
import { visuallyHidden } from '@/components/common/visually-hidden.js';
import { ApplicationsPanelSkeleton } from '@/features/hiring/applications/applications-skeleton.js';
import { PostedJobs } from '@/features/hiring/posting/posted-jobs.js';
import { StatsPanelSkeleton } from '@/features/hiring/stats/stats-frame.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { CompanyProfileCard } from '../company-profile-card.js';

const loadApplications = () => import('@/features/hiring/applications/company-applications.js');
const loadStats = () => import('@/features/hiring/stats/stats-panel.js');
const CompanyApplications = lazy(() => loadApplications().then((module) => ({ default: module.CompanyApplications })));
const StatsPanel = lazy(() => loadStats().then((module) => ({ default: module.StatsPanel })));

const tabs = [
  { value: 'jobs', label: hiringLabels.postedJobs },
  { value: 'applications', label: hiringLabels.applications, load: loadApplications },
  { value: 'stats', label: statsLabels.tab, load: loadStats },
  { value: 'profile', label: hiringLabels.companyProfile },
] as const;
type TabValue = (typeof tabs)[number]['value'];

export default function DashboardPage() {
  usePageTitle(hiringLabels.dashboardTitle);
  const { user } = useSession();
  const { mutate } = useSWRConfig();
  // Who the company is now (a suspension an admin set since the sign-in): asked again on each visit.
  useEffect(() => {
    void mutate(SESSION_KEY);
  }, [mutate]);
  const suspension = user?.companySuspension;
  const [params, setParams] = useSearchParams();
  const tab: TabValue = tabs.find((item) => item.value === params.get('tab'))?.value ?? 'jobs';

  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Box
        sx={{ display: 'flex', gap: 2, justifyContent: 'space-between', alignItems: 'flex-start', flexWrap: 'wrap' }}
      >
        <div>
          <Typography variant="h1">{hiringLabels.dashboardTitle}</Typography>
          <Typography color="textSecondary" sx={{ mt: 1 }}>
            {user?.company ?? hiringLabels.dashboardSubtitle}
          </Typography>
        </div>
        {suspension ? (
          <Button variant="contained" startIcon={<Add aria-hidden />} disabled>
            {hiringLabels.postNewJob}
          </Button>
        ) : (
          <Button component={RouterLink} to="/post-job" variant="contained" startIcon={<Add aria-hidden />}>
            {hiringLabels.postNewJob}
          </Button>
        )}
      </Box>
      {suspension && (
        <Alert
          severity="warning"
          sx={{ mt: 3 }}
          action={
            <Button component={RouterLink} to="/contact" color="inherit" size="small">
              {suspensionTexts.contactUs}
            </Button>
          }
        >
          <AlertTitle>{suspensionTexts.bannerTitle}</AlertTitle>
          {suspension.reason && <Typography variant="body2">{suspensionTexts.reason(suspension.reason)}</Typography>}
          <Typography variant="body2">{suspensionTexts.meaning}</Typography>
        </Alert>
      )}
      <Tabs
        value={tab}
        onChange={(_, value: TabValue) => setParams(value === 'jobs' ? {} : { tab: value }, { replace: true })}
        variant="fullWidth"
        sx={{ mt: 3, mb: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {tabs.map((item) => (
          <Tab
            key={item.value}
            value={item.value}
            label={item.label}
            id={`dashboard-tab-${item.value}`}
            // Four tabs share a phone's width (390 px): each as wide as its label, so every label is in view whole.
            sx={{
              minWidth: 0,
              flex: '1 1 auto',
              px: { xs: 0.75, sm: 2 },
              whiteSpace: 'nowrap',
              fontSize: { xs: '0.75rem', sm: '0.875rem' },
            }}
            aria-controls={`dashboard-panel-${item.value}`}
            onPointerEnter={'load' in item ? item.load : undefined}
            onFocus={'load' in item ? item.load : undefined}
          />
        ))}
      </Tabs>
      <div role="tabpanel" id={`dashboard-panel-${tab}`} aria-labelledby={`dashboard-tab-${tab}`}>
        {/* The panel's own heading, so its rows' H3 titles follow an H2 and not the page's H1. */}
        <Typography variant="h2" sx={visuallyHidden}>
          {tabs.find((item) => item.value === tab)?.label}
        </Typography>
        {tab === 'jobs' && <PostedJobs />}
        {tab === 'applications' && (
          <Suspense fallback={<ApplicationsPanelSkeleton />}>
            <CompanyApplications />
          </Suspense>
        )}
        {tab === 'stats' && (
          <Suspense fallback={<StatsPanelSkeleton />}>
            <StatsPanel />
          </Suspense>
        )}
        {tab === 'profile' && user && <CompanyProfileCard user={user} />}
      </div>
    </Container>
  );
}
