/**
 * Withdraw, for the applicant while their application is pending: asks first (it cannot be undone, and the job
 * cannot be applied to again), then updates every cached copy of the application with the API's answer. The question
 * is fetched when the applicant reaches for the button (the button spinning if it has not come by the click): a list
 * of applications does not pay for a dialog.
 */
import Button from '@mui/material/Button';
import { seekerLabels } from '@shared/texts/seekers-texts.js';
import { notices } from '@shared/texts.js';
import type { Application } from '@shared/types.js';
import { callApi } from '@/api/client.js';
import { failureText } from '@/api/failure-text.js';
import { loadConfirmDialog } from '@/components/common/load-confirm-dialog.js';
import { useToast } from '@/components/toast/toast-context.js';
import { useAction } from '@/lib/use-action.js';
import { useDialogOnDemand } from '@/lib/use-dialog-on-demand.js';
import { useHiringCache } from '../use-hiring-cache.js';

export function WithdrawButton({ application }: { application: Application }) {
  const toast = useToast();
  const cache = useHiringCache();
  const question = useDialogOnDemand(loadConfirmDialog);
  const ConfirmDialog = question.loaded;
  const withdrawing = useAction();
  if (application.status !== 'pending') return null;

  const withdraw = () =>
    withdrawing.run(
      async () => {
        const updated = await callApi('withdraw-application', { params: { id: application.id } });
        await cache.applicationSaved(updated ?? { ...application, status: 'withdrawn' });
        toast.show({ title: seekerLabels.withdrawn, variant: 'success' });
        question.close();
      },
      async (error) => {
        toast.show({
          title: seekerLabels.withdrawFailed,
          description: failureText(error, notices.statusUpdateFailedText),
          variant: 'destructive',
        });
        question.close();
        // A 409 means the company decided it meanwhile: show how it is now.
        await cache.reloadApplication(application.id);
        return undefined;
      },
    );

  return (
    <>
      <Button
        size="small"
        variant="outlined"
        color="error"
        loading={question.loading}
        {...question.reach}
        onClick={() => void question.show()}
        aria-label={seekerLabels.withdrawFor(application.jobTitle)}
      >
        {seekerLabels.withdraw}
      </Button>
      {ConfirmDialog && (
        <ConfirmDialog
          open={question.open}
          title={seekerLabels.withdrawTitle}
          text={seekerLabels.withdrawText(application.jobTitle)}
          confirmLabel={seekerLabels.withdrawConfirm}
          busyLabel={seekerLabels.withdrawing}
          busy={withdrawing.busy}
          onConfirm={withdraw}
          onCancel={question.close}
        />
      )}
    </>
  );
}
