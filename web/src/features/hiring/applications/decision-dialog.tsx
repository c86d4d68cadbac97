import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { DECISION_MESSAGE_MAX } from '@shared/schemas/application.js';
import { hiringLabels } from '@shared/texts.js';
import { useId } from 'react';
import { FormActions } from '@/components/common/form-actions.js';
import { TextInput } from '@/components/common/text-input.js';
import { useForm } from '@/lib/use-form.js';

export type Decision = 'approved' | 'rejected';

interface Props {
  decision: Decision | undefined;
  applicant: string;
  jobTitle: string;
  busy: boolean;
  onConfirm: (decision: Decision, message: string) => void;
  onCancel: () => void;
}

export function DecisionDialog({ decision, applicant, jobTitle, busy, onConfirm, onCancel }: Props) {
  const titleId = useId();
  const textId = useId();
  const form = useForm({ message: '' });
  const { message } = form.values;
  const left = DECISION_MESSAGE_MAX - message.trim().length;
  const close = () => {
    if (busy) return;
    form.reset();
    onCancel();
  };
  return (
    <Dialog open={decision !== undefined} onClose={close} aria-labelledby={titleId} aria-describedby={textId} fullWidth>
      {decision && (
        <form
          ref={form.formRef}
          onSubmit={form.onSubmit(() => {
            if (left >= 0) onConfirm(decision, message.trim());
          })}
        >
          <DialogTitle id={titleId}>{hiringLabels.decideTitle(decision, applicant)}</DialogTitle>
          <DialogContent>
            <DialogContentText id={textId} sx={{ mb: 2 }}>
              {hiringLabels.decideText(decision, jobTitle)}
            </DialogContentText>
            <TextInput
              label={hiringLabels.decisionMessage}
              value={message}
              onChange={(event) => form.set('message', event.target.value)}
              multiline
              minRows={3}
              maxRows={10}
              fullWidth
              error={left < 0}
              helperText={
                left < 0 ? hiringLabels.decisionMessageTooLong(-left) : hiringLabels.decisionMessageHelp(left)
              }
            />
          </DialogContent>
          <FormActions
            place="dialog"
            busy={busy}
            submitLabel={decision === 'approved' ? hiringLabels.approve : hiringLabels.reject}
            busyLabel={hiringLabels.deciding}
            onCancel={close}
            cancelLabel={hiringLabels.cancel}
            focusCancel
            color={decision === 'approved' ? 'success' : 'error'}
            disabled={left < 0}
          />
        </form>
      )}
    </Dialog>
  );
}
