/** The admin's buttons on a job (restore, deactivate, delete), each asking for a reason in a dialog first. */
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import type { JobModerationAction } from '@shared/schemas/moderation.js';
import { deskLabels } from '@shared/texts/moderation-texts.js';
import { useState } from 'react';
import { callApi } from '@/api/client.js';
import { useToast } from '@/components/toast/toast-context.js';
import { type PendingAction, ReasonDialog } from './reason-dialog.js';
import { useAfterAction } from './use-desk.js';

interface Props {
  job: { id: number; title: string };
  /** The word for restoring when there is something to restore (Restore, Reactivate, Dismiss reports). */
  restoreLabel?: string;
  canDeactivate: boolean;
  /** Told once the action is done and the desk's lists are being read again (Recent jobs marks the row). */
  onChanged?: (action: JobModerationAction) => void;
}

export function JobActions({ job, restoreLabel, canDeactivate, onChanged }: Props) {
  const toast = useToast();
  const afterAction = useAfterAction();
  const [pending, setPending] = useState<PendingAction>();
  const ask = (action: JobModerationAction, label: string) =>
    setPending({
      label,
      name: job.title,
      text: deskLabels.confirmText[action],
      danger: action !== 'restore',
      run: async (reason) => {
        const answer = await callApi('moderate-job', { params: { id: job.id }, body: { action, reason } });
        await afterAction();
        onChanged?.(action);
        toast.show({ title: answer?.message ?? label, variant: 'success' });
      },
    });
  const button = (action: JobModerationAction, label: string) => (
    <Button
      size="small"
      variant={action === 'restore' ? 'contained' : 'outlined'}
      color={action === 'restore' ? 'primary' : 'error'}
      onClick={() => ask(action, label)}
      aria-label={deskLabels.actionFor(label, job.title)}
    >
      {label}
    </Button>
  );
  return (
    <Stack direction="row" sx={{ gap: 1, mt: 2, flexWrap: 'wrap' }}>
      {restoreLabel && button('restore', restoreLabel)}
      {canDeactivate && button('deactivate', deskLabels.deactivate)}
      {button('delete', deskLabels.delete)}
      <ReasonDialog action={pending} onDone={() => setPending(undefined)} onCancel={() => setPending(undefined)} />
    </Stack>
  );
}
