/**
 * The Login tab: username (or the account's email address) and password checked with the shared loginSchema, POST /api/login, the
 * success and failure toasts. On success the user is set; the auth route's guard then takes them where they came from.
 */
import Box from '@mui/material/Box';
import { loginSchema } from '@shared/schemas/auth.js';
import { notices } from '@shared/texts.js';
import { useState } from 'react';
import { callApi } from '@/api/client.js';
import { useSession } from '@/api/use-session.js';
import { TextLink } from '@/components/common/text-link.js';
import { useToast } from '@/components/toast/toast-context.js';
import { useForm } from '@/lib/use-form.js';
import { AccountForm, SubmitButton, UsernameField } from './account-form.js';
import { accountLabels } from './account-labels.js';
import { loginFailure } from './auth-failures.js';
import { PasswordField } from './password-field.js';

export function LoginForm() {
  const form = useForm({ username: '', password: '' });
  const [busy, setBusy] = useState(false);
  const { setUser } = useSession();
  const toast = useToast();

  const submit = async () => {
    const checked = form.validate(loginSchema);
    if (!checked.ok) return;
    setBusy(true);
    try {
      const user = (await callApi('login', { body: checked.output }))!;
      toast.show({ title: notices.loginSuccessful, description: notices.welcomeBack(user.name), variant: 'success' });
      await setUser(user);
    } catch (error) {
      setBusy(false);
      toast.show({ ...loginFailure(error), variant: 'destructive' });
    }
  };

  return (
    <AccountForm form={form} onSubmit={submit} label={accountLabels.login}>
      <UsernameField {...form.field('username', accountLabels.signInNameHint)} />
      <PasswordField
        {...form.field('password')}
        label={accountLabels.password}
        autoComplete="current-password"
        required
      />
      <Box sx={{ textAlign: 'right' }}>
        <TextLink to="/forgot-password">{accountLabels.forgotPassword}</TextLink>
      </Box>
      <SubmitButton busy={busy} label={accountLabels.signIn} busyLabel={accountLabels.signingIn} />
    </AccountForm>
  );
}
