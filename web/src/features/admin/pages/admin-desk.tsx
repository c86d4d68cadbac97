/**
 * The admin desk (/admin, admins only): the moderation queue, recent jobs, companies and the audit log, one tab
 * each. The open tab lives in the URL (?tab=audit), so Back and a shared link keep it.
 */
import Container from '@mui/material/Container';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { deskLabels } from '@shared/texts/moderation-texts.js';
import { useSearchParams } from 'react-router-dom';
import { visuallyHidden } from '@/components/common/visually-hidden.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { AuditLogList } from '../audit-log-list.js';
import { CompaniesList } from '../companies-list.js';
import { ModerationQueue } from '../moderation-queue.js';
import { RecentJobs } from '../recent-jobs.js';

const panels = {
  reports: ModerationQueue,
  recent: RecentJobs,
  companies: CompaniesList,
  audit: AuditLogList,
} as const;
type Panel = keyof typeof panels;
const panelNames = Object.keys(panels) as Panel[];

export default function AdminDeskPage() {
  usePageTitle(deskLabels.title);
  const [params, setParams] = useSearchParams();
  const open = panelNames.find((name) => name === params.get('tab')) ?? 'reports';
  const Shown = panels[open];
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1">{deskLabels.title}</Typography>
      <Typography color="textSecondary" sx={{ mt: 1 }}>
        {deskLabels.subtitle}
      </Typography>
      <Tabs
        value={open}
        onChange={(_, name: Panel) => setParams(name === 'reports' ? {} : { tab: name }, { replace: true })}
        variant="scrollable"
        allowScrollButtonsMobile
        aria-label={deskLabels.title}
        sx={{ my: 3, borderBottom: 1, borderColor: 'divider' }}
      >
        {panelNames.map((name) => (
          <Tab
            key={name}
            value={name}
            label={deskLabels.tabs[name]}
            id={`desk-tab-${name}`}
            aria-controls="desk-panel"
          />
        ))}
      </Tabs>
      <section role="tabpanel" id="desk-panel" aria-labelledby={`desk-tab-${open}`}>
        <Typography variant="h2" sx={visuallyHidden}>
          {deskLabels.tabs[open]}
        </Typography>
        <Shown />
      </section>
    </Container>
  );
}
