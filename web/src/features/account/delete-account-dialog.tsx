/**
 * Delete Account: the confirm button is enabled only when the typed text is exactly DELETE and
 * reads 'Deleting...' while the call runs. Pressing Enter with other text says 'Please type DELETE to confirm
 * account deletion' on the field. A failure is also said inside the dialog: while a modal is open the page
 * behind it, the toast included, is hidden from screen readers.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import { DELETE_CONFIRMATION_WORD } from '@shared/constants.js';
import { validation } from '@shared/texts.js';
import { type FormEvent, type KeyboardEvent, useState } from 'react';
import { TextInput } from '@/components/common/text-input.js';
import { accountLabels } from './account-labels.js';
import { useDeleteAccount } from './use-delete-account.js';

export function DeleteAccountDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [typed, setTyped] = useState('');
  const [refused, setRefused] = useState(false);
  const { deleting, deleteAccount, failure, clearFailure } = useDeleteAccount();
  const confirmed = typed === DELETE_CONFIRMATION_WORD;

  const close = () => {
    setTyped('');
    setRefused(false);
    clearFailure();
    onClose();
  };

  const submit = async (event: FormEvent | KeyboardEvent) => {
    event.preventDefault();
    if (!confirmed) {
      setRefused(true);
      return;
    }
    if (await deleteAccount()) setTyped('');
  };

  return (
    <Dialog
      open={open}
      onClose={deleting ? undefined : close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="delete-account-title"
      aria-describedby="delete-account-warning"
    >
      <Box component="form" onSubmit={submit} noValidate>
        <DialogTitle id="delete-account-title">{accountLabels.deleteAccount}</DialogTitle>
        <DialogContent>
          <Alert severity="warning" role="note" id="delete-account-warning" sx={{ mb: 2 }}>
            {accountLabels.deleteWarning}
          </Alert>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          <TextInput
            label={accountLabels.typeDelete}
            name="confirmation"
            value={typed}
            onChange={(event) => {
              setTyped(event.target.value);
              setRefused(false);
            }}
            // With the confirm button disabled, Enter would not submit the form: say why instead.
            onKeyDown={(event) => {
              if (event.key === 'Enter' && !confirmed) void submit(event);
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
        <DialogActions sx={{ px: 3, pb: 2.5 }}>
          <Button onClick={close} disabled={deleting}>
            {accountLabels.cancel}
          </Button>
          <Button type="submit" variant="contained" color="error" disabled={!confirmed || deleting}>
            {deleting ? accountLabels.deleting : accountLabels.deleteAccount}
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
