/**
 * The dashboard's Applications tab: how the company hears of new applications, and the applications to its jobs,
 * each linked to its own page: those waiting for an answer first, oldest first, with how long they have waited and
 * what the board will do (docs/hiring.md, "Every application gets an answer"), then the others, newest first.
 */
import Alert from '@mui/material/Alert';
import Paper from '@mui/material/Paper';
import { hiringLabels, promiseTexts } from '@shared/texts.js';
import type { Application } from '@shared/types.js';
import { useApi } from '@/api/client.js';
import { useSession } from '@/api/use-session.js';
import { LoadError } from '@/components/common/load-error.js';
import { ResponseTimeLine } from '@/components/common/response-time.js';
import { StatusText } from '@/components/common/status-text.js';
import { useApplications } from '../use-hiring.js';
import { ApplicationMailChoice } from './application-mail-choice.js';
import { ApplicationListSkeleton } from './applications-skeleton.js';
import { ApplicationsTable } from './applications-table.js';
import { waitingDays } from './waiting-days.js';

export function CompanyApplications() {
  return (
    <>
      <OwnResponseTime />
      <ApplicationMailChoice />
      <ApplicationList />
    </>
  );
}

/** The company's own response figures, as its public page shows them (nothing while they load or if they fail). */
function OwnResponseTime() {
  const { user } = useSession();
  const { data } = useApi('get-company', user?.companyId === undefined ? null : { params: { id: user.companyId } });
  if (!data?.responseTime) return null;
  return (
    <Paper variant="outlined" sx={{ p: 2, mb: 2 }}>
      <ResponseTimeLine time={data.responseTime} />
    </Paper>
  );
}

function ApplicationList() {
  const { applications, error, retry } = useApplications();
  if (!applications) return error ? <LoadError error={error} onRetry={retry} /> : <ApplicationListSkeleton />;
  if (applications.length === 0) {
    return <StatusText title={hiringLabels.noApplications} text={hiringLabels.noApplicationsCompany} />;
  }
  const now = Date.now();
  const waiting = applications
    .filter((application) => isWaiting(application))
    .sort((a, b) => a.submittedAt.localeCompare(b.submittedAt));
  const others = applications.filter((application) => !isWaiting(application));
  const oldest = waiting[0];
  return (
    <>
      {oldest && (
        <Alert severity="info" role="note" sx={{ mb: 2 }}>
          {promiseTexts.waitingSummary(waiting.length, waitingDays(oldest, now))}
        </Alert>
      )}
      <ApplicationsTable applications={[...waiting, ...others]} viewer="company" caption={hiringLabels.applications} />
    </>
  );
}

/** Waiting for the company's answer: pending, or "No decision" (the company may still decide). */
const isWaiting = (application: Application) =>
  (application.status === 'pending' || application.status === 'no_decision') && !application.jobRemoved;
