/**
 * The moderation queue: reported jobs, jobs hidden for review and jobs an admin deactivated, newest change first,
 * each with its state, its open reports and the actions that fit (Restore or Reactivate or Dismiss reports,
 * Deactivate, Delete), each asking for a reason.
 */
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ModerationCase } from '@shared/moderation-types.js';
import { deskLabels, reportLabels } from '@shared/texts/moderation-texts.js';
import { Link as RouterLink } from 'react-router-dom';
import { longDate } from '@/lib/long-date.js';
import { DeskList } from './desk-list.js';
import { JobActions } from './job-actions.js';
import { useDeskList } from './use-desk.js';

function restoreLabel(item: ModerationCase): string | undefined {
  if (item.moderation.includes('hidden-for-review')) return deskLabels.restore;
  if (item.moderation.includes('deactivated-by-admin')) return deskLabels.reactivate;
  return item.reportCount > 0 ? deskLabels.dismiss : undefined;
}

function CaseCard({ item }: { item: ModerationCase }) {
  const listed = item.isActive && item.moderation.length === 0;
  return (
    <Paper component="li" variant="outlined" sx={{ p: { xs: 2, sm: 2.5 } }} aria-label={item.title}>
      <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ gap: 1, justifyContent: 'space-between' }}>
        <div>
          <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
            {listed ? (
              <Link component={RouterLink} to={`/job/${item.jobId}`}>
                {item.title}
              </Link>
            ) : (
              item.title
            )}
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {item.companyName}
          </Typography>
        </div>
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'flex-start' }}>
          {item.moderation.map((state) => (
            <Chip key={state} size="small" color="warning" label={deskLabels.states[state]} />
          ))}
          {listed && <Chip size="small" variant="outlined" color="success" label={deskLabels.listed} />}
          {!item.isActive && <Chip size="small" variant="outlined" label={deskLabels.inactive} />}
          {item.reportCount > 0 && (
            <Chip size="small" variant="outlined" label={deskLabels.reportCount(item.reportCount)} />
          )}
        </Stack>
      </Stack>
      {item.reports.length > 0 && (
        <Stack component="ul" spacing={1} sx={{ listStyle: 'none', p: 0, mt: 2, mb: 0 }}>
          {item.reports.map((report) => (
            <Typography component="li" key={report.reporterKey} variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              <strong>{reportLabels.reasons[report.reason]}</strong>
              {report.details ? `: ${report.details}` : ''}{' '}
              <Typography component="span" variant="body2" color="textSecondary">
                (
                {deskLabels.reportBy(
                  report.anonymous ? deskLabels.visitor(report.email) : report.reporterName,
                  longDate(report.createdAt),
                )}
                )
              </Typography>
            </Typography>
          ))}
        </Stack>
      )}
      <JobActions
        job={{ id: item.jobId, title: item.title }}
        restoreLabel={restoreLabel(item)}
        canDeactivate={!item.moderation.includes('deactivated-by-admin')}
      />
    </Paper>
  );
}

export function ModerationQueue() {
  const list = useDeskList('list-moderation-queue', {});
  return (
    <DeskList
      list={list}
      label={deskLabels.tabs.reports}
      empty={{ title: deskLabels.queueEmpty, text: deskLabels.queueEmptyText }}
    >
      {(item) => <CaseCard key={item.jobId} item={item} />}
    </DeskList>
  );
}
