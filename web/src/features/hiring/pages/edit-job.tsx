/**
 * Edit job (/edit-job/:id, companies only): the post form filled in with the job, plus the Active switch; saved
 * with PUT /api/jobs/{id}. The job is read from the company's dashboard list, since GET /api/jobs/{id} is public
 * and answers 404 for an inactive job. A job that is not one of the company's shows Job Not Found.
 */
import Skeleton from '@mui/material/Skeleton';
import { parseNumericId } from '@shared/numeric-id.js';
import { hiringLabels, labels, notices } from '@shared/texts.js';
import { useNavigate, useParams } from 'react-router-dom';
import { callApi } from '@/api/client.js';
import { failureText } from '@/api/failure-text.js';
import { LoadError } from '@/components/common/load-error.js';
import { NotFoundState } from '@/components/common/not-found-state.js';
import { useToast } from '@/components/toast/toast-context.js';
import { JobForm } from '@/features/hiring/posting/job-form.js';
import { JobFormPage } from '@/features/hiring/posting/job-form-page.js';
import { type JobFormValues, jobPayload, jobToForm } from '@/features/hiring/posting/job-form-values.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { useDashboardJobs } from '../use-hiring.js';
import { useHiringCache } from '../use-hiring-cache.js';

export default function EditJobPage() {
  usePageTitle(hiringLabels.editJobTitle);
  const id = parseNumericId(useParams().id);
  const { jobs, error, retry } = useDashboardJobs();
  const navigate = useNavigate();
  const toast = useToast();
  const cache = useHiringCache();
  const job = jobs?.find((item) => item.id === id);

  if (id === undefined || (jobs && !job)) {
    return (
      <NotFoundState
        title={notices.jobNotFound}
        text={notices.jobNotFoundText}
        backTo="/dashboard"
        backLabel={hiringLabels.backToDashboard}
      />
    );
  }

  const save = async (values: JobFormValues) => {
    try {
      const updated = await callApi('update-job', {
        params: { id },
        body: jobPayload(values, 'edit', job && jobToForm(job)),
      });
      if (updated) await cache.jobUpdated(updated);
    } catch (caught) {
      const description = failureText(caught, hiringLabels.updateJobFailedText);
      toast.show({ title: hiringLabels.updateJobFailed, description, variant: 'destructive' });
      throw caught;
    }
    toast.show({ title: hiringLabels.jobUpdated, description: hiringLabels.jobUpdatedText, variant: 'success' });
    // In place of the form: Back then leads to where the company came from, not to the saved form.
    navigate('/dashboard', { replace: true });
  };

  return (
    <JobFormPage title={hiringLabels.editJobTitle} subtitle={hiringLabels.editJobSubtitle}>
      {error && !job ? (
        <LoadError error={error} onRetry={retry} />
      ) : job ? (
        <JobForm
          key={job.id}
          initial={jobToForm(job)}
          salaryText={job.salary}
          mode="edit"
          onSubmit={save}
          onCancel={() => navigate('/dashboard')}
        />
      ) : (
        <div role="status" aria-label={labels.loading}>
          <Skeleton variant="rounded" height={480} />
        </div>
      )}
    </JobFormPage>
  );
}
