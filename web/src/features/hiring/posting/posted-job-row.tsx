/**
 * One job on the dashboard: title, Active / Inactive / Expired / Closed: not confirmed badge, its facts (with its
 * pay, closing date and when it was last confirmed open), its views and applications of the last 30 days, the board's
 * "Still hiring?" question while it waits for an answer, and View, Stats, Edit, Deactivate/Activate (Repost for a
 * job past its closing date, or closed because nobody confirmed it: back on the board), Delete.
 * A job moderation keeps from the public (docs/moderation.md) is marked so instead of Active, with why
 * (ModerationNote), and offers neither View (its page answers 404) nor the switch (it cannot list the job again).
 */
import BarChart from '@mui/icons-material/BarChartOutlined';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Replay from '@mui/icons-material/Replay';
import VisibilityOff from '@mui/icons-material/VisibilityOffOutlined';
import Visibility from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { isPastClosing } from '@shared/closing-date.js';
import { jobTypeLabel } from '@shared/constants.js';
import { payText } from '@shared/pay/pay-text.js';
import type { StatsTotals } from '@shared/stats-types.js';
import { ownJobModerationTexts } from '@shared/texts/moderation-texts.js';
import { statsLabels } from '@shared/texts/stats-texts.js';
import { hiringLabels, promiseTexts, screenTexts } from '@shared/texts.js';
import type { Job } from '@shared/types.js';
import { Link as RouterLink } from 'react-router-dom';
import { BusyButton } from '@/components/common/busy-button.js';
import { failureToast, useToast } from '@/components/toast/toast-context.js';
import { distance } from '@/lib/dates.js';
import { closingDay, longDate } from '@/lib/long-date.js';
import { useAction } from '@/lib/use-action.js';
import { ModerationNote } from './moderation-note.js';
import { StillHiringPrompt } from './still-hiring-prompt.js';

interface Props {
  job: Job;
  onDelete: (job: Job) => void;
  /**
   * Lists the job again (reposts an expired one) or takes it off the board, without opening the form; the row is
   * busy meanwhile and says when it failed.
   */
  onToggleActive: (job: Job) => Promise<void>;
  /** Its stats over the last 30 days (none while they load, or when they failed). */
  totals?: StatsTotals;
  countsLoading?: boolean;
}

export function PostedJobRow({ job, onDelete, onToggleActive, totals, countsLoading }: Props) {
  const toast = useToast();
  const toggling = useAction();
  const toggle = () =>
    toggling.run(
      () => onToggleActive(job),
      failureToast(toast, screenTexts.jobStateFailed, screenTexts.jobStateFailedText),
    );
  const expired = !job.isActive && isPastClosing(job.closingDate);
  const unconfirmed = !job.isActive && !expired && job.closedUnconfirmedAt !== undefined;
  // Both are reposted: listed again, the expired one with a new closing date.
  const repost = expired || unconfirmed;
  const moderation = job.moderation ?? [];
  // What visitors see: only then does View lead to a page, and does Active say the truth.
  const listed = job.isActive && moderation.length === 0;
  // Hidden with its suspended company: it cannot be edited meanwhile (the API refuses).
  const suspended = moderation.includes('company-suspended');
  const closing = job.closingDate && closingDay(job.closingDate);
  const pay = payText(job);
  const facts = [
    job.location,
    jobTypeLabel(job.jobType),
    ...(pay ? [pay] : []),
    hiringLabels.postedOn(longDate(job.createdAt)),
    ...(closing ? [expired ? hiringLabels.closedOn(closing) : hiringLabels.closesOn(closing)] : []),
    ...(job.isActive && job.confirmedOpenAt
      ? [promiseTexts.confirmedOpenAgo(distance(new Date(job.confirmedOpenAt), new Date()))]
      : []),
  ];
  // A moderated job the company left active is not Active: its moderation badges say what it is.
  const badge = job.isActive
    ? listed
      ? hiringLabels.active
      : undefined
    : expired
      ? hiringLabels.expired
      : unconfirmed
        ? promiseTexts.closedUnconfirmedShort
        : hiringLabels.inactive;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={job.title}
      sx={{ p: 2, display: 'flex', gap: 2, flexWrap: 'wrap', alignItems: 'center' }}
    >
      <Box sx={{ flex: '1 1 280px', minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography component="h3" variant="h6" sx={{ lineHeight: 1.3, overflowWrap: 'anywhere' }}>
            {job.title}
          </Typography>
          {badge && (
            <Chip
              size="small"
              label={badge}
              color={job.isActive ? 'success' : repost ? 'warning' : 'default'}
              variant={job.isActive ? 'filled' : 'outlined'}
            />
          )}
          {moderation.map((state) => (
            <Chip key={state} size="small" color="warning" label={ownJobModerationTexts.badges[state]} />
          ))}
        </Box>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
          {facts.join(' · ')}
        </Typography>
        {totals ? (
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {statsLabels.rowCounts(totals.views, totals.applications)}
          </Typography>
        ) : (
          countsLoading && <Skeleton variant="text" width={220} aria-hidden />
        )}
        <ModerationNote job={job} />
      </Box>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
        {listed && (
          <Button
            component={RouterLink}
            to={`/job/${job.id}`}
            size="small"
            aria-label={hiringLabels.viewJob(job.title)}
          >
            {hiringLabels.view}
          </Button>
        )}
        <Button
          component={RouterLink}
          to={`/dashboard?tab=stats&job=${job.id}`}
          size="small"
          startIcon={<BarChart aria-hidden />}
          aria-label={statsLabels.jobStats(job.title)}
        >
          {statsLabels.stats}
        </Button>
        <Button
          component={RouterLink}
          to={`/edit-job/${job.id}`}
          size="small"
          variant="outlined"
          startIcon={<EditOutlined aria-hidden />}
          aria-label={hiringLabels.editJob(job.title)}
          disabled={suspended}
        >
          {hiringLabels.edit}
        </Button>
        {moderation.length === 0 && (
          <BusyButton
            size="small"
            variant="outlined"
            startIcon={
              job.isActive ? (
                <VisibilityOff aria-hidden />
              ) : repost ? (
                <Replay aria-hidden />
              ) : (
                <Visibility aria-hidden />
              )
            }
            busy={toggling.busy}
            onClick={() => void toggle()}
            aria-label={
              job.isActive
                ? screenTexts.deactivateJob(job.title)
                : repost
                  ? screenTexts.repostJob(job.title)
                  : screenTexts.activateJob(job.title)
            }
          >
            {job.isActive ? screenTexts.deactivate : repost ? screenTexts.repost : screenTexts.activate}
          </BusyButton>
        )}
        <Button
          size="small"
          color="error"
          variant="outlined"
          startIcon={<DeleteOutline aria-hidden />}
          onClick={() => onDelete(job)}
          aria-label={hiringLabels.deleteJob(job.title)}
        >
          {hiringLabels.delete}
        </Button>
      </Box>
      {/* Only a listed job can be confirmed open: a moderated one waits until it is back (the API refuses before). */}
      {listed && job.stillHiringAskedAt && <StillHiringPrompt job={job} askedAt={job.stillHiringAskedAt} />}
    </Paper>
  );
}
