/**
 * Delete Account: the confirm button is enabled only when the typed text is exactly DELETE (in capitals; spaces
 * around it, which phone keyboards and pastes add, do not count) and reads 'Deleting...' while the call runs.
 * Pressing Enter with other text says 'Please type DELETE to confirm account deletion' on the field. A failure is also said inside the dialog: while a modal is open the page
 * behind it, the toast included, is hidden from screen readers.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { DELETE_CONFIRMATION_WORD } from '@shared/constants.js';
import { accountLabels } from '@shared/texts/account-labels.js';
import { validation } from '@shared/texts.js';
import { useState } from 'react';
import { FormActions } from '@/components/common/form-actions.js';
import { TextInput } from '@/components/common/text-input.js';
import { useForm } from '@/lib/use-form.js';
import { useDeleteAccount } from './use-delete-account.js';

export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const form = useForm({ confirmation: '' });
  const typed = form.values.confirmation;
  const [refused, setRefused] = useState(false);
  const { deleteAccount, failed } = useDeleteAccount();
  const confirmed = typed.trim() === DELETE_CONFIRMATION_WORD;

  const close = () => {
    form.reset();
    setRefused(false);
    onClose();
  };

  const submit = async () => {
    if (!confirmed) {
      setRefused(true);
      return;
    }
    if (await form.submit(deleteAccount, failed)) form.set('confirmation', '');
  };

  return (
    <Dialog
      open={open}
      onClose={form.busy ? undefined : close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="delete-account-title"
      aria-describedby="delete-account-warning"
    >
      <Box component="form" ref={form.formRef} onSubmit={form.onSubmit(submit)} noValidate>
        <DialogTitle id="delete-account-title">{accountLabels.deleteAccount}</DialogTitle>
        <DialogContent>
          <Alert severity="warning" role="note" id="delete-account-warning" sx={{ mb: 2 }}>
            {accountLabels.deleteWarning}
          </Alert>
          {form.failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {form.failure}
            </Alert>
          )}
          <TextInput
            label={accountLabels.typeDelete}
            name="confirmation"
            value={typed}
            onChange={(event) => {
              form.set('confirmation', event.target.value);
              setRefused(false);
            }}
            // With the confirm button disabled, Enter would not submit the form: say why instead.
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !confirmed) {
                event.preventDefault();
                void submit();
              }
            }}
            error={refused}
            helperText={refused ? validation.typeDelete : undefined}
            autoComplete="off"
            autoCapitalize="characters"
            spellCheck={false}
            autoFocus
            fullWidth
            slotProps={{ htmlInput: { 'aria-required': true } }}
          />
        </DialogContent>
        <FormActions
          place="dialog"
          busy={form.busy}
          submitLabel={accountLabels.deleteAccount}
          busyLabel={accountLabels.deleting}
          onCancel={close}
          cancelLabel={accountLabels.cancel}
          color="error"
          disabled={!confirmed}
        />
      </Box>
    </Dialog>
  );
}
