/**
 * Step 1 of /forgot-password: the email, checked with the shared forgotPasswordSchema, sent
 * to POST /api/forgot-password. The server's answer is the same whether or not the address has an account; it
 * is shown as the toast and stays on the page.
 */
import Alert from '@mui/material/Alert';
import { forgotPasswordSchema } from '@shared/schemas/auth.js';
import { accountLabels } from '@shared/texts/account-labels.js';
import { notices } from '@shared/texts.js';
import { useState } from 'react';
import { callApi } from '@/api/client.js';
import { FormActions } from '@/components/common/form-actions.js';
import { useToast } from '@/components/toast/toast-context.js';
import { useForm } from '@/lib/use-form.js';
import { accountFailure } from './account-failure.js';
import { AccountForm, EmailField } from './account-form.js';

export function ForgotRequestStep() {
  const form = useForm({ email: '' });
  const [sent, setSent] = useState<string>();
  const toast = useToast();

  const submit = async () => {
    const checked = form.validate(forgotPasswordSchema);
    if (!checked.ok) {
      if (!form.values.email.trim()) {
        toast.show({ title: notices.emailRequired, description: notices.emailRequiredText, variant: 'destructive' });
      }
      return;
    }
    setSent(undefined);
    await form.submit(
      async () => {
        const answer = await callApi('forgot-password', { body: checked.output });
        const message = answer?.message ?? '';
        setSent(message);
        toast.show({ title: notices.resetLinkSent, description: message, variant: 'success' });
      },
      (error) => {
        const failure = accountFailure(error, {
          refused: { title: notices.failed, fallback: notices.sendResetFailed },
          thrown: { title: notices.error, description: notices.sendResetFailedRetry },
        });
        toast.show({ ...failure, variant: 'destructive' });
        return undefined;
      },
    );
  };

  return (
    <AccountForm form={form} onSubmit={submit} label={accountLabels.forgotTitle}>
      {sent && (
        <Alert severity="success" role="status">
          {sent}
        </Alert>
      )}
      <EmailField {...form.field('email')} />
      <FormActions
        busy={form.busy}
        submitLabel={accountLabels.sendResetLink}
        busyLabel={accountLabels.sending}
        fullWidth
      />
    </AccountForm>
  );
}
