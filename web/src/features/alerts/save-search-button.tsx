/**
 * The jobs list's "Save this search as an alert": shown to visitors and job seekers (alerts are theirs), it opens
 * the dialog, whose code is fetched with the code of its frequency menu when the visitor reaches for the button, as a
 * dialog on demand (lib/use-dialog-on-demand.ts): the button spins if it has not come by the click, and if the code does not come a toast says so and the
 * list stays.
 */
import AddAlert from '@mui/icons-material/AddAlertOutlined';
import Button from '@mui/material/Button';
import { alertLabels } from '@shared/texts/alert-texts.js';
import { useSession } from '@/api/use-session.js';
import { selectMenu } from '@/components/common/select-menu-code.js';
import type { JobFilters } from '@/lib/job-filters.js';
import { useDialogOnDemand } from '@/lib/use-dialog-on-demand.js';

const loadDialog = () =>
  Promise.all([import('./save-search-dialog.js'), selectMenu.load()]).then(([dialog]) => dialog.default);

/**
 * While the session is on its way (and in the prerendered list) the button is there but hidden: it holds its place,
 * so the list below does not move down when it appears for a visitor. On a phone it wraps onto a line of its own, and
 * its late arrival shifted the whole list by about 50 px. Hidden with `visibility`, it is neither seen, focused nor
 * read out.
 */
export function SaveSearchButton({ filters }: { filters: JobFilters }) {
  const { isLoading, isSignedIn, isJobSeeker } = useSession();
  const dialog = useDialogOnDemand(loadDialog);
  const SaveSearchDialog = dialog.loaded;
  if (!isLoading && isSignedIn && !isJobSeeker) return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<AddAlert aria-hidden />}
        loading={dialog.loading}
        {...dialog.reach}
        onClick={() => void dialog.show()}
        sx={isLoading ? { visibility: 'hidden' } : undefined}
      >
        {alertLabels.saveSearch}
      </Button>
      {SaveSearchDialog && dialog.open && (
        <SaveSearchDialog filters={filters} asVisitor={!isSignedIn} onClose={dialog.close} />
      )}
    </>
  );
}
