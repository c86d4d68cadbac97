/**
 * Saved jobs (/saved-jobs, job seekers): the jobs the seeker bookmarked, newest-saved first, twenty at a time with
 * "Load more". Jobs no longer open stay listed, marked, until the seeker removes them.
 */
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { seekerLabels } from '@shared/texts/seekers-texts.js';
import { Link as RouterLink } from 'react-router-dom';
import { BusyButton } from '@/components/common/busy-button.js';
import { ListSkeleton } from '@/components/common/list-skeleton.js';
import { LoadError } from '@/components/common/load-error.js';
import { StatusText } from '@/components/common/status-text.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { SavedJobRow } from '../saved-job-row.js';
import { useSavedJobList } from '../use-saved-job-list.js';

export default function SavedJobsPage() {
  usePageTitle(seekerLabels.savedJobsTitle);
  const { items, error, hasMore, isLoadingMore, loadMore, retry } = useSavedJobList();
  return (
    <Container maxWidth="md" sx={{ py: { xs: 3, md: 5 } }}>
      <Typography variant="h1">{seekerLabels.savedJobsTitle}</Typography>
      <Typography color="textSecondary" sx={{ mt: 1, mb: 4 }}>
        {seekerLabels.savedJobsSubtitle}
      </Typography>
      {error && !items ? (
        <LoadError error={error} onRetry={retry} />
      ) : !items ? (
        <ListSkeleton rows={4} height={96} />
      ) : items.length === 0 ? (
        <StatusText title={seekerLabels.savedJobsEmpty} text={seekerLabels.savedJobsEmptyText}>
          <Button component={RouterLink} to="/jobs" variant="contained">
            {seekerLabels.browseJobs}
          </Button>
        </StatusText>
      ) : (
        <Stack spacing={1.5}>
          {items.map((saved) => (
            <SavedJobRow key={saved.jobId} saved={saved} />
          ))}
          {hasMore && (
            <BusyButton onClick={loadMore} busy={isLoadingMore} variant="outlined" sx={{ alignSelf: 'center' }}>
              {seekerLabels.loadMore}
            </BusyButton>
          )}
        </Stack>
      )}
    </Container>
  );
}
