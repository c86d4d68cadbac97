/**
 * The dashboard's Stats tab: views and applications per day over the last 30 days (from the first posting when that
 * came later), for all the company's jobs or one chosen job (kept in the URL, ?tab=stats&job=12, so the posted-jobs rows link to it), with the totals and
 * the approval rate. The chart is loaded only here; its numbers are also a table for screen readers, and for
 * anyone with "Show as table".
 */
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import { parseNumericId } from '@shared/numeric-id.js';
import type { StatsDay } from '@shared/stats-types.js';
import { statsLabels } from '@shared/texts/stats-texts.js';
import { hiringLabels } from '@shared/texts.js';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { LoadError } from '@/components/common/load-error.js';
import { NativeSelectField } from '@/components/common/native-select-field.js';
import { StatusText } from '@/components/common/status-text.js';
import { useDashboardJobs } from '../use-hiring.js';
import { daysSince } from './stats-days.js';
import { StatsFigures } from './stats-figures.js';
import { CHART_HEIGHT, JOB_CHOICE_SX, StatsHeader, StatsSkeleton } from './stats-frame.js';
import { StatsTable } from './stats-table.js';
import { useCompanyStats, useJobStats } from './use-stats.js';

const StatsChart = lazy(() => import('./stats-chart.js'));

const hasActivity = (days: StatsDay[]) => days.some((day) => day.views > 0 || day.applications > 0);

export function StatsPanel() {
  const [params, setParams] = useSearchParams();
  const { jobs, error: jobsError, retry: retryJobs } = useDashboardJobs();
  const chosenId = parseNumericId(params.get('job') ?? undefined);
  const chosen = jobs?.find((job) => job.id === chosenId);
  const company = useCompanyStats();
  const job = useJobStats(chosen?.id);
  const [tableShown, setTableShown] = useState(false);

  const current = chosen ? job : company;
  // A failed reading again keeps what is on screen: only figures that never came are a failure.
  const error = (jobs ? undefined : jobsError) ?? (current.stats ? undefined : current.error);
  if (error) {
    return (
      <LoadError
        error={error}
        title={statsLabels.loadFailed}
        onRetry={() => {
          if (jobsError && !jobs) retryJobs();
          current.retry();
        }}
      />
    );
  }
  if (jobs && jobs.length === 0) {
    return (
      <StatusText title={statsLabels.noJobs} text={statsLabels.noJobsText}>
        <Button component={RouterLink} to="/post-job" variant="contained">
          {hiringLabels.postNewJob}
        </Button>
      </StatusText>
    );
  }

  const scope = chosen ? chosen.title : statsLabels.allJobs;
  const stats = current.stats;
  const firstPosted = chosen ? chosen.createdAt : (jobs ?? []).map((item) => item.createdAt).sort()[0];
  const days = stats ? daysSince(stats.days, firstPosted) : [];
  return (
    <Stack spacing={2.5}>
      <StatsHeader
        jobChoice={
          <NativeSelectField
            label={statsLabels.jobChoice}
            value={chosen ? String(chosen.id) : ''}
            onChange={(value) => setParams(value ? { tab: 'stats', job: value } : { tab: 'stats' }, { replace: true })}
            size="small"
            shrinkLabel
            sx={JOB_CHOICE_SX}
          >
            <option value="">{statsLabels.allJobs}</option>
            {(jobs ?? []).map((item) => (
              <option key={item.id} value={item.id}>
                {item.title}
              </option>
            ))}
          </NativeSelectField>
        }
      />
      {!jobs || !stats ? (
        <StatsSkeleton />
      ) : (
        <>
          <StatsFigures totals={stats.totals} />
          <Paper variant="outlined" component="section" aria-label={statsLabels.chartLabel(scope)} sx={{ p: 2 }}>
            {hasActivity(days) ? (
              <Suspense fallback={<Skeleton variant="rounded" height={CHART_HEIGHT} />}>
                <StatsChart days={days} />
              </Suspense>
            ) : (
              <StatusText title={statsLabels.noActivity} text={statsLabels.noActivityText} />
            )}
            <Button size="small" onClick={() => setTableShown((shown) => !shown)} aria-expanded={tableShown}>
              {tableShown ? statsLabels.hideTable : statsLabels.showTable}
            </Button>
            <StatsTable days={days} caption={statsLabels.tableCaption(scope)} shown={tableShown} />
          </Paper>
        </>
      )}
    </Stack>
  );
}
