/**
 * Asks for the reason of an admin action (it goes into the audit log) and confirms it. The reason field has the
 * focus; Cancel and Escape close; a refusal from the API is shown in the dialog, which stays open to try again.
 */
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { REASON_MAX, REASON_MIN } from '@shared/constants.js';
import { deskLabels } from '@shared/texts/moderation-texts.js';
import { useId } from 'react';
import { FormActions } from '@/components/common/form-actions.js';
import { TextInput } from '@/components/common/text-input.js';
import { useForm } from '@/lib/use-form.js';

export interface PendingAction {
  /** The button's word: Restore, Deactivate, Delete, Suspend, Reinstate. */
  label: string;
  /** What it is done to, as the admin reads it (a job title, a company name). */
  name: string;
  text: string;
  danger: boolean;
  run: (reason: string) => Promise<unknown>;
}

interface Props {
  action: PendingAction | undefined;
  onDone: () => void;
  onCancel: () => void;
}

export function ReasonDialog({ action, onDone, onCancel }: Props) {
  const titleId = useId();
  const form = useForm({ reason: '' });
  const { reason } = form.values;
  const short = reason.trim().length < REASON_MIN;
  const close = () => {
    if (form.busy) return;
    form.reset();
    onCancel();
  };
  const submit = async () => {
    if (!action || short) return;
    const done = await form.submit(() => action.run(reason.trim()).then(() => undefined), deskLabels.actionFailed);
    if (done) {
      form.reset();
      onDone();
    }
  };
  return (
    <Dialog open={action !== undefined} onClose={close} aria-labelledby={titleId} fullWidth>
      {action && (
        <form ref={form.formRef} onSubmit={form.onSubmit(submit)}>
          <DialogTitle id={titleId}>{deskLabels.confirmTitle(action.label, action.name)}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{action.text}</DialogContentText>
            {form.failure && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {form.failure}
              </Alert>
            )}
            <TextInput
              label={deskLabels.reasonLabel}
              value={reason}
              onChange={(event) => form.set('reason', event.target.value.slice(0, REASON_MAX))}
              helperText={deskLabels.reasonHelp}
              required
              autoFocus
              multiline
              minRows={2}
              fullWidth
            />
          </DialogContent>
          <FormActions
            place="dialog"
            busy={form.busy}
            submitLabel={action.label}
            busyLabel={deskLabels.working}
            onCancel={close}
            cancelLabel={deskLabels.cancel}
            color={action.danger ? 'error' : 'primary'}
            disabled={short}
          />
        </form>
      )}
    </Dialog>
  );
}
