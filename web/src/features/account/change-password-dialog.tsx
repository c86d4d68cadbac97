/**
 * Change Password (it really changes it, not a mock): current, new and confirm, checked with the shared
 * passwordChangeFormSchema ('New passwords don't match!' and 'New password must be at least 6
 * characters long!' on their fields), then POST /api/user/password. The server signs out the other browsers and
 * gives this one a fresh cookie.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Dialog from '@mui/material/Dialog';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { passwordChangeFormSchema } from '@shared/schemas/auth.js';
import { accountLabels } from '@shared/texts/account-labels.js';
import { accountMessages, validation } from '@shared/texts.js';
import { callApi } from '@/api/client.js';
import { failureText } from '@/api/failure-text.js';
import { FormActions } from '@/components/common/form-actions.js';
import { useToast } from '@/components/toast/toast-context.js';
import { useForm } from '@/lib/use-form.js';
import { fieldForMessage } from './field-for-message.js';
import { NewPasswordFields } from './new-password-fields.js';
import { PasswordField } from './password-field.js';
import { useCommonPasswords } from './use-common-passwords.js';

const serverFields = {
  currentPassword: [accountMessages.currentPasswordRequired, accountMessages.currentPasswordWrong],
  newPassword: [
    validation.newPasswordTooShort,
    accountMessages.passwordTooCommon,
    accountMessages.passwordContainsName,
    accountMessages.passwordMaxBytes,
  ],
} as const;

export function ChangePasswordDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  useCommonPasswords();
  const form = useForm({ currentPassword: '', newPassword: '', confirmPassword: '' });
  const toast = useToast();

  const close = () => {
    form.reset();
    onClose();
  };

  const submit = async () => {
    const checked = form.validate(passwordChangeFormSchema);
    if (!checked.ok) return;
    const { currentPassword, newPassword } = checked.output;
    await form.submit(
      async () => {
        const answer = await callApi('change-password', { body: { currentPassword, newPassword } });
        toast.show({ title: accountLabels.passwordChanged, description: answer?.message, variant: 'success' });
        close();
      },
      (error) => {
        const message = failureText(error, accountLabels.passwordChangeFailed);
        const field = fieldForMessage(message, serverFields);
        if (!field) return message;
        form.setFieldError(field, message);
      },
    );
  };

  return (
    <Dialog
      open={open}
      onClose={form.busy ? undefined : close}
      fullWidth
      maxWidth="xs"
      aria-labelledby="change-password-title"
    >
      <Box component="form" ref={form.formRef} onSubmit={form.onSubmit(submit)} noValidate>
        <DialogTitle id="change-password-title">{accountLabels.changePassword}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{accountLabels.changePasswordText}</DialogContentText>
          <Stack spacing={2.5} sx={{ pt: 1 }}>
            {form.failure && <Alert severity="error">{form.failure}</Alert>}
            <PasswordField
              {...form.field('currentPassword')}
              label={accountLabels.currentPassword}
              autoComplete="current-password"
              autoFocus
              required
            />
            <NewPasswordFields field={form.field} />
          </Stack>
        </DialogContent>
        <FormActions
          place="dialog"
          busy={form.busy}
          submitLabel={accountLabels.changePassword}
          busyLabel={accountLabels.changing}
          onCancel={close}
          cancelLabel={accountLabels.cancel}
        />
      </Box>
    </Dialog>
  );
}
