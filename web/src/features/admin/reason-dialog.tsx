/**
 * Asks for the reason of an admin action (it goes into the audit log) and confirms it. The reason field has the
 * focus; Cancel and Escape close; a refusal from the API is shown in the dialog, which stays open to try again.
 */
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { REASON_MAX, REASON_MIN } from '@shared/constants.js';
import { deskLabels } from '@shared/texts/moderation-texts.js';
import { useId, useState } from 'react';
import { failureText } from '@/api/failure-text.js';
import { TextInput } from '@/components/common/text-input.js';

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
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string>();
  const short = reason.trim().length < REASON_MIN;
  const close = () => {
    if (busy) return;
    setReason('');
    setFailure(undefined);
    onCancel();
  };
  const submit = async () => {
    if (!action || short) return;
    setBusy(true);
    setFailure(undefined);
    try {
      await action.run(reason.trim());
      setReason('');
      onDone();
    } catch (error) {
      setFailure(failureText(error, deskLabels.actionFailed));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Dialog open={action !== undefined} onClose={close} aria-labelledby={titleId} fullWidth>
      {action && (
        <form
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <DialogTitle id={titleId}>{deskLabels.confirmTitle(action.label, action.name)}</DialogTitle>
          <DialogContent>
            <DialogContentText sx={{ mb: 2 }}>{action.text}</DialogContentText>
            {failure && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {failure}
              </Alert>
            )}
            <TextInput
              label={deskLabels.reasonLabel}
              value={reason}
              onChange={(event) => setReason(event.target.value.slice(0, REASON_MAX))}
              helperText={deskLabels.reasonHelp}
              required
              autoFocus
              multiline
              minRows={2}
              fullWidth
            />
          </DialogContent>
          <DialogActions sx={{ px: 3, pb: 2 }}>
            <Button onClick={close} disabled={busy}>
              {deskLabels.cancel}
            </Button>
            <Button
              type="submit"
              variant="contained"
              color={action.danger ? 'error' : 'primary'}
              disabled={busy || short}
            >
              {busy ? deskLabels.working : action.label}
            </Button>
          </DialogActions>
        </form>
      )}
    </Dialog>
  );
}
