/**
 * Two-step sign-in once it is on: get new recovery codes or (not for admins, who must keep it) turn it off. Both ask
 * for the password and a current code again (the server checks them, docs/accounts.md). The first button is the
 * form's default, so Enter renews codes rather than turning the factor off.
 */
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { secondFactorChangeSchema } from '@shared/schemas/second-factor.js';
import { accountMessages, secondFactorTexts } from '@shared/texts.js';
import { useRef } from 'react';
import { callApi } from '@/api/client.js';
import { failureText } from '@/api/failure-text.js';
import { useSession } from '@/api/use-session.js';
import { BusyButton } from '@/components/common/busy-button.js';
import { useToast } from '@/components/toast/toast-context.js';
import { useForm } from '@/lib/use-form.js';
import { AccountForm } from './account-form.js';
import { fieldForMessage } from './field-for-message.js';
import { PasswordField } from './password-field.js';
import { SecondFactorField } from './second-factor-field.js';

type Change = 'renew' | 'off';

const serverFields = {
  password: [accountMessages.currentPasswordRequired, accountMessages.currentPasswordWrong],
  code: [secondFactorTexts.wrongCode, secondFactorTexts.replayedCode],
} as const;

export function SecondFactorChanges({ onRenewed }: { onRenewed: (codes: string[]) => void }) {
  const { user, setUser } = useSession();
  const form = useForm({ password: '', code: '' });
  const chosen = useRef<Change>('renew');
  const toast = useToast();
  const mayTurnOff = user?.role !== 'admin';

  const submit = async () => {
    const checked = form.validate(secondFactorChangeSchema);
    if (!checked.ok) return;
    const change = chosen.current;
    await form.submit(
      async () => {
        if (change === 'renew') {
          onRenewed((await callApi('renew-recovery-codes', { body: checked.output }))!.recoveryCodes);
          return;
        }
        const answer = await callApi('disable-second-factor', { body: checked.output });
        toast.show({ title: answer?.message ?? secondFactorTexts.turnedOff, variant: 'success' });
        if (user) await setUser({ ...user, secondFactor: false });
      },
      (error) => {
        const message = failureText(error, secondFactorTexts.wrongCode);
        const field = fieldForMessage(message, serverFields);
        if (!field) return message;
        form.setFieldError(field, message);
        return undefined;
      },
    );
  };

  return (
    <AccountForm form={form} onSubmit={submit} label={secondFactorTexts.title}>
      <Typography>{secondFactorTexts.manageIntro}</Typography>
      {form.failure && <Alert severity="error">{form.failure}</Alert>}
      <PasswordField
        {...form.field('password')}
        helperText={form.errors.password}
        label={secondFactorTexts.passwordLabel}
        autoComplete="current-password"
        required
      />
      <SecondFactorField {...form.field('code')} helperText={form.errors.code} autoFocus={false} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <BusyButton
          type="submit"
          variant="contained"
          busy={form.busy}
          spinner="none"
          onClick={() => {
            chosen.current = 'renew';
          }}
        >
          {secondFactorTexts.renewCodes}
        </BusyButton>
        {mayTurnOff && (
          <BusyButton
            type="submit"
            variant="outlined"
            color="error"
            busy={form.busy}
            spinner="none"
            onClick={() => {
              chosen.current = 'off';
            }}
          >
            {secondFactorTexts.turnOff}
          </BusyButton>
        )}
      </Stack>
      {!mayTurnOff && <Typography variant="body2">{secondFactorTexts.adminsKeepIt}</Typography>}
    </AccountForm>
  );
}
