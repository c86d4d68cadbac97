/**
 * The report form: a reason (one of a short list, a native select: keyboard and screen-reader friendly, no
 * Popover) and optional details, counted to their limit; signed out, also an optional email for a follow-up. A refusal (already reported, your own job) is shown in
 * the dialog in the API's words.
 */
import Alert from '@mui/material/Alert';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { REPORT_DETAILS_MAX, REPORT_REASONS, type ReportReason } from '@shared/constants.js';
import { reportLabels } from '@shared/texts/moderation-texts.js';
import type { Job } from '@shared/types.js';
import { useId } from 'react';
import { callApi } from '@/api/client.js';
import { FormActions } from '@/components/common/form-actions.js';
import { NativeSelectField } from '@/components/common/native-select-field.js';
import { TextInput } from '@/components/common/text-input.js';
import { useToast } from '@/components/toast/toast-context.js';
import { useForm } from '@/lib/use-form.js';

interface Props {
  job: Pick<Job, 'id' | 'title'>;
  /** Signed out, the form asks for an optional email (the account's is known otherwise). */
  signedIn: boolean;
  open: boolean;
  onClose: () => void;
  onSent: () => void;
  onExited: () => void;
}

export function ReportDialog({ job, signedIn, open, onClose, onSent, onExited }: Props) {
  const titleId = useId();
  const toast = useToast();
  const form = useForm({ reason: 'spam' as ReportReason, details: '', email: '' });
  const { reason, details, email } = form.values;
  const close = () => {
    if (form.busy) return;
    form.clearFailure();
    onClose();
  };
  const send = () =>
    form.submit(async () => {
      await callApi('report-job', {
        params: { id: job.id },
        body: {
          reason,
          details: details.trim(),
          ...(signedIn ? {} : { email: email.trim() }),
        },
      });
      toast.show({ title: reportLabels.sent, description: reportLabels.sentText, variant: 'success' });
      onSent();
      onClose();
    }, reportLabels.failed);
  return (
    <Dialog open={open} onClose={close} aria-labelledby={titleId} fullWidth slotProps={{ transition: { onExited } }}>
      <form ref={form.formRef} onSubmit={form.onSubmit(send)}>
        <DialogTitle id={titleId}>{reportLabels.dialogTitle}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{reportLabels.dialogText}</DialogContentText>
          {form.failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {form.failure}
            </Alert>
          )}
          <NativeSelectField
            label={reportLabels.reason}
            value={reason}
            onChange={(value) => form.set('reason', value as ReportReason)}
            sx={{ width: '100%' }}
          >
            {REPORT_REASONS.map((value) => (
              <option key={value} value={value}>
                {reportLabels.reasons[value]}
              </option>
            ))}
          </NativeSelectField>
          <TextInput
            label={reportLabels.details}
            value={details}
            onChange={(event) => form.set('details', event.target.value.slice(0, REPORT_DETAILS_MAX))}
            helperText={reportLabels.detailsLeft(REPORT_DETAILS_MAX - details.length)}
            multiline
            minRows={3}
            fullWidth
            margin="normal"
          />
          {!signedIn && (
            <TextInput
              label={reportLabels.email}
              type="email"
              autoComplete="email"
              value={email}
              onChange={(event) => form.set('email', event.target.value)}
              helperText={reportLabels.emailHelp}
              fullWidth
              margin="normal"
            />
          )}
        </DialogContent>
        <FormActions
          place="dialog"
          busy={form.busy}
          submitLabel={reportLabels.send}
          busyLabel={reportLabels.sending}
          onCancel={close}
          cancelLabel={reportLabels.cancel}
          color="error"
        />
      </form>
    </Dialog>
  );
}
