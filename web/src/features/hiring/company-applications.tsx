/**
 * The dashboard's Applications tab: how the company hears of new applications, and the applications to its jobs,
 * each linked to its own page.
 */
import { hiringLabels } from '@shared/texts.js';
import { LoadError } from '@/components/common/load-error.js';
import { StatusText } from '@/components/common/status-text.js';
import { ApplicationMailChoice } from './application-mail-choice.js';
import { ApplicationListSkeleton } from './applications-skeleton.js';
import { ApplicationsTable } from './applications-table.js';
import { useApplications } from './use-hiring.js';

export function CompanyApplications() {
  return (
    <>
      <ApplicationMailChoice />
      <ApplicationList />
    </>
  );
}

function ApplicationList() {
  const { applications, error, retry } = useApplications();
  if (error) return <LoadError error={error} onRetry={retry} />;
  if (!applications) return <ApplicationListSkeleton />;
  if (applications.length === 0) {
    return <StatusText title={hiringLabels.noApplications} text={hiringLabels.noApplicationsCompany} />;
  }
  return <ApplicationsTable applications={applications} viewer="company" caption={hiringLabels.applications} />;
}
