/**
 * Job detail (/job/:id), with similar jobs below it. A non-numeric id or a 404 shows 'Job Not Found' without a guess;
 * a 410 (closed because its company did not confirm it is still hiring) says that.
 */
import ArrowBack from '@mui/icons-material/ArrowBack';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { parseNumericId } from '@shared/numeric-id.js';
import { jobLabels, notices, promiseTexts } from '@shared/texts.js';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { isApiError } from '@/api/fetcher.js';
import { LoadError } from '@/components/common/load-error.js';
import { NotFoundState } from '@/components/common/not-found-state.js';
import { ReportJobButton } from '@/features/admin';
import { ApplyButton } from '@/features/hiring';
import { JobMarks } from '@/features/seekers';
import { usePageTitle } from '@/lib/use-page-title.js';
import { JobDetailSkeleton } from '../job-detail-skeleton.js';
import { JobDetailView } from '../job-detail-view.js';
import { SimilarJobs } from '../similar-jobs.js';
import { useJob } from '../use-jobs.js';
import { ViewBeacon } from '../view-beacon.js';

export default function JobDetailPage() {
  const jobId = parseNumericId(useParams().id);
  const { job, error, retry } = useJob(jobId);
  const missing = jobId === undefined || isApiError(error, 404) || isApiError(error, 400);
  // Closed because its company did not confirm it is still hiring: the page says so (docs/hiring.md).
  const unconfirmed = isApiError(error, 410);
  usePageTitle(missing ? notices.jobNotFound : unconfirmed ? promiseTexts.closedUnconfirmed : job?.title);

  if (unconfirmed) {
    return (
      <NotFoundState
        title={promiseTexts.closedUnconfirmed}
        text={promiseTexts.closedUnconfirmedText}
        backTo="/jobs"
        backLabel={jobLabels.backToJobs}
      />
    );
  }
  if (missing) {
    return (
      <NotFoundState
        title={notices.jobNotFound}
        text={notices.jobNotFoundText}
        backTo="/jobs"
        backLabel={jobLabels.backToJobs}
      />
    );
  }
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 3, md: 5 } }}>
      <Button component={RouterLink} to="/jobs" startIcon={<ArrowBack />} sx={{ mb: 2 }}>
        {jobLabels.backToJobs}
      </Button>
      {error && !job ? (
        <LoadError error={error} onRetry={retry} />
      ) : job ? (
        <>
          <ViewBeacon job={job} />
          <JobDetailView
            job={job}
            actions={
              <>
                <ApplyButton job={job} />
                <JobMarks job={job} />
              </>
            }
            asideActions={
              <>
                <ApplyButton job={job} fullWidth />
                <ReportJobButton job={job} />
              </>
            }
          />
          <SimilarJobs jobId={job.id} />
        </>
      ) : (
        <JobDetailSkeleton />
      )}
    </Container>
  );
}
