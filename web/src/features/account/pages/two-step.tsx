/**
 * Two-step sign-in (/two-step, any account; admins must): turn on a TOTP authenticator app. "Turn on", with the
 * password again, asks the server for a new secret and its QR code (drawn on the server, so no QR library ships to the browser), the person types the
 * app's first code, and the ten recovery codes are shown once. Admins are sent here by the desk until it is on, and
 * go on to the desk afterwards. Once it is on, the page renews the recovery codes or turns it off (not for admins),
 * each with the password and a current code (second-factor-changes.tsx).
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  type SecondFactorSetup,
  secondFactorCodeSchema,
  secondFactorStartSchema,
} from '@shared/schemas/second-factor.js';
import { accountMessages, secondFactorTexts } from '@shared/texts.js';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { callApi } from '@/api/client.js';
import { failureText } from '@/api/failure-text.js';
import { useSession } from '@/api/use-session.js';
import { FormActions } from '@/components/common/form-actions.js';
import { useForm } from '@/lib/use-form.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { AccountForm } from '../account-form.js';
import { PasswordField } from '../password-field.js';
import { RecoveryCodes } from '../recovery-codes.js';
import { SecondFactorChanges } from '../second-factor-changes.js';
import { SecondFactorField } from '../second-factor-field.js';

export default function TwoStepPage() {
  usePageTitle(secondFactorTexts.title);
  const { user, setUser } = useSession();
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [renewedCodes, setRenewedCodes] = useState<string[] | null>(null);
  const navigate = useNavigate();
  const isAdmin = user?.role === 'admin';

  const finish = async () => {
    if (user) await setUser({ ...user, secondFactor: true });
    navigate(isAdmin ? '/admin' : '/profile', { replace: true });
  };

  let body: ReactNode;
  if (recoveryCodes) {
    body = <RecoveryCodes codes={recoveryCodes} intro={secondFactorTexts.recoveryIntro} onDone={() => void finish()} />;
  } else if (renewedCodes) {
    body = (
      <RecoveryCodes
        codes={renewedCodes}
        intro={secondFactorTexts.renewedIntro}
        onDone={() => navigate('/profile', { replace: true })}
      />
    );
  } else if (user?.secondFactor) {
    body = (
      <Stack spacing={3}>
        <Alert severity="success">{secondFactorTexts.isOn}</Alert>
        <SecondFactorChanges onRenewed={setRenewedCodes} />
      </Stack>
    );
  } else if (setup) {
    body = <ConfirmStep setup={setup} onEnabled={setRecoveryCodes} />;
  } else {
    body = <StartStep onStarted={setSetup} />;
  }

  return (
    <Container maxWidth="sm" sx={{ py: { xs: 3, md: 6 } }}>
      <Typography variant="h1" sx={{ mb: 2, fontSize: { xs: '1.75rem', md: '2.25rem' } }}>
        {secondFactorTexts.title}
      </Typography>
      {isAdmin && !user?.secondFactor && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {secondFactorTexts.adminIntro}
        </Alert>
      )}
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        {body}
      </Paper>
    </Container>
  );
}

/** Turning it on starts with the password again: a borrowed session cannot lock the owner out with a new factor. */
function StartStep({ onStarted }: { onStarted: (setup: SecondFactorSetup) => void }) {
  const form = useForm({ password: '' });

  const submit = async () => {
    const checked = form.validate(secondFactorStartSchema);
    if (!checked.ok) return;
    await form.submit(
      async () => onStarted((await callApi('start-second-factor', { body: checked.output }))!),
      (error) => {
        const message = failureText(error, secondFactorTexts.notStarted);
        if (message !== accountMessages.currentPasswordWrong) return message;
        form.setFieldError('password', message);
        return undefined;
      },
    );
  };

  return (
    <AccountForm form={form} onSubmit={submit} label={secondFactorTexts.turnOn}>
      <Typography>{secondFactorTexts.intro}</Typography>
      {form.failure && <Alert severity="error">{form.failure}</Alert>}
      <PasswordField
        {...form.field('password')}
        helperText={form.errors.password ?? secondFactorTexts.startHint}
        label={secondFactorTexts.passwordLabel}
        autoComplete="current-password"
        required
      />
      <FormActions
        busy={form.busy}
        submitLabel={secondFactorTexts.turnOn}
        busyLabel={secondFactorTexts.turnOn}
        fullWidth
      />
    </AccountForm>
  );
}

function ConfirmStep({ setup, onEnabled }: { setup: SecondFactorSetup; onEnabled: (codes: string[]) => void }) {
  const form = useForm({ code: '' });

  const submit = async () => {
    const checked = form.validate(secondFactorCodeSchema);
    if (!checked.ok) return;
    await form.submit(
      async () => onEnabled((await callApi('enable-second-factor', { body: checked.output }))!.recoveryCodes),
      (error) => {
        form.setFieldError('code', failureText(error, secondFactorTexts.wrongCode));
        return undefined;
      },
    );
  };

  return (
    <AccountForm form={form} onSubmit={submit} label={secondFactorTexts.turnOn}>
      <Typography>{secondFactorTexts.intro}</Typography>
      <Box
        component="img"
        src={setup.qrCode}
        alt={secondFactorTexts.qrAlt}
        sx={{ width: 200, height: 200, alignSelf: 'center', bgcolor: '#fff', borderRadius: 1 }}
      />
      <Typography variant="body2">
        {secondFactorTexts.manualKey}{' '}
        <Box component="code" sx={{ wordBreak: 'break-all', fontSize: '0.95rem' }}>
          {setup.secret}
        </Box>
      </Typography>
      {/* Not the field's default hint: it offers recovery codes, which exist only once this code is accepted. */}
      <SecondFactorField {...form.field('code', secondFactorTexts.setupCodeHint)} />
      <FormActions
        busy={form.busy}
        submitLabel={secondFactorTexts.turnOn}
        busyLabel={secondFactorTexts.turnOn}
        fullWidth
      />
    </AccountForm>
  );
}
