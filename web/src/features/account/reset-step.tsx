/**
 * Step 2 of /forgot-password: the new password twice (show/hide toggles), checked with the
 * shared resetPasswordFormSchema, sent with the URL's token to POST /api/reset-password; success goes to /auth.
 * A broken rule is said twice: a titled toast and the message on its field.
 * When the page opens it asks whether the link still works (POST /api/reset-password/check, which uses nothing up):
 * a used, expired or unknown link is said at once, with a way to ask for a new one, instead of the form.
 */

import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { resetPasswordFormSchema } from '@shared/schemas/auth.js';
import { accountLabels } from '@shared/texts/account-labels.js';
import { notices } from '@shared/texts.js';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { callApi } from '@/api/client.js';
import { failureText } from '@/api/failure-text.js';
import { isApiError } from '@/api/fetcher.js';
import { FormActions } from '@/components/common/form-actions.js';
import { useToast } from '@/components/toast/toast-context.js';
import { useForm } from '@/lib/use-form.js';
import { accountFailure } from './account-failure.js';
import { AccountForm } from './account-form.js';
import { NewPasswordFields } from './new-password-fields.js';
import { useCommonPasswords } from './use-common-passwords.js';

/** The toast title for each validation message. */
const titles: Record<string, string> = {
  [notices.allFieldsRequiredText]: notices.allFieldsRequired,
  [notices.passwordsDontMatchText]: notices.passwordsDontMatchTitle,
  [notices.passwordTooShortText]: notices.passwordTooShort,
};

/** `welcome`: the account's first password (the admin invitation's link): the same form, its own words. */
export function ResetStep({ token, welcome = false }: { token: string; welcome?: boolean }) {
  useCommonPasswords();
  const form = useForm({ newPassword: '', confirmPassword: '' });
  /** Why the link cannot work, once the check has said so. */
  const [dead, setDead] = useState<string | undefined>();
  const toast = useToast();
  const navigate = useNavigate();

  useEffect(() => {
    let current = true;
    callApi('check-reset-token', { body: { token } }).catch((error: unknown) => {
      // Only the API's own refusal says the link is dead; a network failure leaves the form to try.
      if (current && isApiError(error, 400)) setDead(failureText(error, notices.resetFailedDefault));
    });
    return () => {
      current = false;
    };
  }, [token]);

  if (dead) {
    return (
      <Alert
        severity="warning"
        action={
          <Button component={RouterLink} to="/forgot-password" color="inherit" size="small">
            {accountLabels.requestNewLink}
          </Button>
        }
      >
        {dead}
      </Alert>
    );
  }

  const submit = async () => {
    const checked = form.validate(resetPasswordFormSchema);
    if (!checked.ok) {
      const { newPassword, confirmPassword } = form.values;
      // An empty field comes first ('All Fields Required'), whatever else the other field breaks.
      const empty = !newPassword || !confirmPassword;
      const message = empty
        ? notices.allFieldsRequiredText
        : (checked.errors.newPassword ?? checked.errors.confirmPassword);
      if (message && titles[message]) {
        toast.show({ title: titles[message], description: message, variant: 'destructive' });
      }
      return;
    }
    await form.submit(
      async () => {
        await callApi('reset-password', { body: { token, newPassword: checked.output.newPassword } });
        toast.show(
          welcome
            ? { title: notices.passwordSet, description: notices.passwordSetText, variant: 'success' }
            : { title: notices.passwordReset, description: notices.passwordResetText, variant: 'success' },
        );
        navigate('/auth', { replace: true });
      },
      (error) => {
        const failure = accountFailure(error, {
          refused: { title: notices.resetFailed, fallback: notices.resetFailedDefault },
          thrown: { title: notices.error, description: notices.resetFailedRetry },
        });
        toast.show({ ...failure, variant: 'destructive' });
        return undefined;
      },
    );
  };

  return (
    <AccountForm form={form} onSubmit={submit} label={accountLabels.resetTitle}>
      <NewPasswordFields field={form.field} />
      <FormActions
        busy={form.busy}
        submitLabel={welcome ? accountLabels.setPassword : accountLabels.resetPassword}
        busyLabel={welcome ? accountLabels.setting : accountLabels.resetting}
        fullWidth
      />
    </AccountForm>
  );
}
