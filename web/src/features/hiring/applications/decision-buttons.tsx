/**
 * Approve and Reject for the company an application was sent to; shown only while the application is pending and
 * its job still exists. Each asks first, with an optional message to the applicant (decision-dialog.tsx, fetched when
 * the company reaches for a button, the pressed button spinning if it has not come by the click: the list of applications does not pay for a dialog and its
 * form until someone decides). The answer updates every cached copy of the application.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { hiringLabels, notices } from '@shared/texts.js';
import type { Application } from '@shared/types.js';
import { useState } from 'react';
import { callApi } from '@/api/client.js';
import { failureText } from '@/api/failure-text.js';
import { useToast } from '@/components/toast/toast-context.js';
import { useAction } from '@/lib/use-action.js';
import { useDialogOnDemand } from '@/lib/use-dialog-on-demand.js';
import { useHiringCache } from '../use-hiring-cache.js';
import type { Decision } from './decision-dialog.js';

const loadDialog = () => import('./decision-dialog.js').then((module) => module.DecisionDialog);

function canDecide(application: Application): boolean {
  // "No decision" is the board's word to the applicant after 30 days: the company may still decide.
  return (application.status === 'pending' || application.status === 'no_decision') && !application.jobRemoved;
}

export function DecisionButtons({ application }: { application: Application }) {
  const toast = useToast();
  const cache = useHiringCache();
  const deciding = useAction();
  const busy = deciding.busy;
  const [asking, setAsking] = useState<Decision>();
  const dialog = useDialogOnDemand(loadDialog);
  const DecisionDialog = dialog.loaded;
  const ask = (decision: Decision) => {
    setAsking(decision);
    void dialog.show();
  };
  const stopAsking = () => {
    setAsking(undefined);
    dialog.close();
  };
  if (!canDecide(application)) return null;
  const who = application.applicantName ?? application.jobTitle;

  const decide = (status: Decision, message: string) =>
    deciding.run(
      async () => {
        const body = message ? { status, message } : { status };
        const updated = await callApi('update-application-status', { params: { id: application.id }, body });
        await cache.applicationSaved(updated ?? { ...application, status });
        toast.show({
          title: notices.statusUpdated,
          description: notices.statusUpdatedText(status),
          variant: 'success',
        });
        stopAsking();
      },
      async (error) => {
        const description = failureText(error, notices.statusUpdateFailedText);
        toast.show({ title: notices.statusUpdateFailed, description, variant: 'destructive' });
        // A 409 means someone decided it meanwhile, or the job was removed: show how it is now.
        stopAsking();
        await cache.reloadApplication(application.id);
        return undefined;
      },
    );

  return (
    <Stack direction="row" sx={{ gap: 1 }}>
      <Button
        size="small"
        variant="contained"
        color="success"
        disabled={busy}
        loading={dialog.loading && asking === 'approved'}
        {...dialog.reach}
        onClick={() => ask('approved')}
        aria-label={hiringLabels.approveFor(who)}
      >
        {hiringLabels.approve}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={busy}
        loading={dialog.loading && asking === 'rejected'}
        {...dialog.reach}
        onClick={() => ask('rejected')}
        aria-label={hiringLabels.rejectFor(who)}
      >
        {hiringLabels.reject}
      </Button>
      {DecisionDialog && (
        <DecisionDialog
          decision={dialog.open ? asking : undefined}
          applicant={application.applicantName ?? hiringLabels.applicant}
          jobTitle={application.jobTitle}
          busy={busy}
          onConfirm={decide}
          onCancel={stopAsking}
        />
      )}
    </Stack>
  );
}
