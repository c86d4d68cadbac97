/**
 * The Login tab: username (or the account's email address) and password checked with the shared loginSchema, POST /api/login, the
 * success and failure toasts. On success the user is set; the auth route's guard then takes them where they came from.
 * An account with two-step sign-in answers a challenge instead: the form then asks for the app's code (or a recovery
 * code) and POST /api/login/second-factor finishes the sign-in.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import { loginSchema } from '@shared/schemas/auth.js';
import { isSecondFactorChallenge, secondFactorCodeSchema } from '@shared/schemas/second-factor.js';
import { accountLabels } from '@shared/texts/account-labels.js';
import { notices, secondFactorTexts } from '@shared/texts.js';
import type { PublicUser } from '@shared/types.js';
import { useState } from 'react';
import { callApi } from '@/api/client.js';
import { failureText } from '@/api/failure-text.js';
import { isApiError } from '@/api/fetcher.js';
import { useSession } from '@/api/use-session.js';
import { FormActions } from '@/components/common/form-actions.js';
import { TextLink } from '@/components/common/text-link.js';
import { useToast } from '@/components/toast/toast-context.js';
import { useForm } from '@/lib/use-form.js';
import { AccountForm, UsernameField } from './account-form.js';
import { loginFailure } from './auth-failures.js';
import { PasswordField } from './password-field.js';
import { SecondFactorField } from './second-factor-field.js';

export function LoginForm() {
  const form = useForm({ username: '', password: '' });
  const { setUser } = useSession();
  const toast = useToast();
  const [codeNeeded, setCodeNeeded] = useState(false);

  const signedIn = async (user: PublicUser) => {
    toast.show({ title: notices.loginSuccessful, description: notices.welcomeBack(user.name), variant: 'success' });
    await setUser(user);
  };

  const submit = async () => {
    const checked = form.validate(loginSchema);
    if (!checked.ok) return;
    await form.submit(
      async () => {
        const answer = (await callApi('login', { body: checked.output }))!;
        if (isSecondFactorChallenge(answer)) setCodeNeeded(true);
        else await signedIn(answer);
      },
      (error) => {
        toast.show({ ...loginFailure(error), variant: 'destructive' });
        return undefined;
      },
    );
  };

  if (codeNeeded) return <CodeStep onSignedIn={signedIn} onExpired={() => setCodeNeeded(false)} />;

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
      <FormActions busy={form.busy} submitLabel={accountLabels.signIn} busyLabel={accountLabels.signingIn} fullWidth />
    </AccountForm>
  );
}

/** The second step of a two-step sign-in: the code; a pending sign-in that ran out (5 minutes) goes back to step one. */
function CodeStep({
  onSignedIn,
  onExpired,
}: {
  onSignedIn: (user: PublicUser) => Promise<void>;
  onExpired: () => void;
}) {
  const form = useForm({ code: '' });
  const toast = useToast();

  const submit = async () => {
    const checked = form.validate(secondFactorCodeSchema);
    if (!checked.ok) return;
    await form.submit(
      async () => onSignedIn((await callApi('verify-second-factor', { body: checked.output }))!),
      (error) => {
        if (isApiError(error, 401)) {
          toast.show({ title: failureText(error, secondFactorTexts.pending), variant: 'destructive' });
          onExpired();
        } else form.setFieldError('code', failureText(error, secondFactorTexts.wrongCode));
        return undefined;
      },
    );
  };

  return (
    <AccountForm form={form} onSubmit={submit} label={secondFactorTexts.title}>
      <Alert severity="info">{secondFactorTexts.codeNeeded}</Alert>
      <SecondFactorField {...form.field('code', secondFactorTexts.codeHint)} />
      <FormActions
        busy={form.busy}
        submitLabel={secondFactorTexts.verify}
        busyLabel={accountLabels.signingIn}
        fullWidth
      />
    </AccountForm>
  );
}
