/**
 * The jobs list's "Save this search as an alert": shown to visitors and job seekers (alerts are theirs), it opens
 * the dialog, whose code is fetched at the first click, with the code of its frequency menu.
 */
import AddAlert from '@mui/icons-material/AddAlertOutlined';
import Button from '@mui/material/Button';
import { alertLabels } from '@shared/texts/alert-texts.js';
import { lazy, Suspense, useState } from 'react';
import { useSession } from '@/api/use-session.js';
import type { JobFilters } from '@/lib/job-filters.js';

const SaveSearchDialog = lazy(() =>
  Promise.all([import('./save-search-dialog.js'), import('@/components/common/select-menu.js')]).then(
    ([dialog]) => dialog,
  ),
);

/**
 * While the session is on its way (and in the prerendered list) the button is there but hidden: it holds its place,
 * so the list below does not move down when it appears for a visitor. On a phone it wraps onto a line of its own, and
 * its late arrival shifted the whole list by about 50 px. Hidden with `visibility`, it is neither seen, focused nor
 * read out.
 */
export function SaveSearchButton({ filters }: { filters: JobFilters }) {
  const { isLoading, isSignedIn, isJobSeeker } = useSession();
  const [open, setOpen] = useState(false);
  if (!isLoading && isSignedIn && !isJobSeeker) return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<AddAlert aria-hidden />}
        onClick={() => setOpen(true)}
        sx={isLoading ? { visibility: 'hidden' } : undefined}
      >
        {alertLabels.saveSearch}
      </Button>
      {open && (
        <Suspense fallback={null}>
          <SaveSearchDialog filters={filters} asVisitor={!isSignedIn} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
