/**
 * Approve and Reject for the company an application was sent to; shown only while the
 * application is pending and its job still exists. The answer updates every cached copy of the application.
 */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { hiringLabels, notices } from '@shared/texts.js';
import type { Application } from '@shared/types.js';
import { useState } from 'react';
import { callApi } from '@/api/client.js';
import { failureText } from '@/api/failure-text.js';
import { useToast } from '@/components/toast/toast-context.js';
import { useHiringCache } from './use-hiring.js';

type Decision = 'approved' | 'rejected';

function canDecide(application: Application): boolean {
  return application.status === 'pending' && !application.jobRemoved;
}

export function DecisionButtons({ application }: { application: Application }) {
  const toast = useToast();
  const cache = useHiringCache();
  const [busy, setBusy] = useState(false);
  if (!canDecide(application)) return null;
  const who = application.applicantName ?? application.jobTitle;

  const decide = async (status: Decision) => {
    setBusy(true);
    try {
      const updated = await callApi('update-application-status', { params: { id: application.id }, body: { status } });
      await cache.applicationSaved(updated ?? { ...application, status });
      toast.show({ title: notices.statusUpdated, description: notices.statusUpdatedText(status), variant: 'success' });
    } catch (error) {
      const description = failureText(error, notices.statusUpdateFailedText);
      toast.show({ title: notices.statusUpdateFailed, description, variant: 'destructive' });
      // A 409 means someone decided it meanwhile, or the job was removed: show how it is now.
      await cache.reloadApplication(application.id);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Stack direction="row" sx={{ gap: 1 }}>
      <Button
        size="small"
        variant="contained"
        color="success"
        disabled={busy}
        onClick={() => decide('approved')}
        aria-label={hiringLabels.approveFor(who)}
      >
        {hiringLabels.approve}
      </Button>
      <Button
        size="small"
        variant="outlined"
        color="error"
        disabled={busy}
        onClick={() => decide('rejected')}
        aria-label={hiringLabels.rejectFor(who)}
      >
        {hiringLabels.reject}
      </Button>
    </Stack>
  );
}
