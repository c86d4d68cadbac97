/**
 * Two-step sign-in (/two-step, companies and admins): turn on a TOTP authenticator app. "Turn on" asks the server for
 * a new secret and its QR code (drawn on the server, so no QR library ships to the browser), the person types the
 * app's first code, and the ten recovery codes are shown once. Admins are sent here by the desk until it is on, and
 * go on to the desk afterwards.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type SecondFactorSetup, secondFactorCodeSchema } from '@shared/schemas/second-factor.js';
import { secondFactorTexts } from '@shared/texts.js';
import { type ReactNode, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { callApi } from '@/api/client.js';
import { failureText } from '@/api/failure-text.js';
import { useSession } from '@/api/use-session.js';
import { FormActions } from '@/components/common/form-actions.js';
import { useToast } from '@/components/toast/toast-context.js';
import { useForm } from '@/lib/use-form.js';
import { usePageTitle } from '@/lib/use-page-title.js';
import { AccountForm } from '../account-form.js';
import { SecondFactorField } from '../second-factor-field.js';

export default function TwoStepPage() {
  usePageTitle(secondFactorTexts.title);
  const { user, setUser } = useSession();
  const [setup, setSetup] = useState<SecondFactorSetup | null>(null);
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);
  const [busy, setBusy] = useState(false);
  const toast = useToast();
  const navigate = useNavigate();
  const isAdmin = user?.role === 'admin';

  const start = async () => {
    setBusy(true);
    try {
      setSetup((await callApi('start-second-factor'))!);
    } catch (error) {
      toast.show({ title: failureText(error, secondFactorTexts.notStarted), variant: 'destructive' });
    } finally {
      setBusy(false);
    }
  };

  const finish = async () => {
    if (user) await setUser({ ...user, secondFactor: true });
    navigate(isAdmin ? '/admin' : '/profile', { replace: true });
  };

  let body: ReactNode;
  if (recoveryCodes) {
    body = (
      <Stack spacing={2}>
        <Typography variant="h2" sx={{ fontSize: '1.25rem' }}>
          {secondFactorTexts.recoveryTitle}
        </Typography>
        <Alert severity="warning">{secondFactorTexts.recoveryIntro}</Alert>
        <Box
          component="ul"
          aria-label={secondFactorTexts.recoveryTitle}
          sx={{ fontFamily: 'monospace', fontSize: '1.1rem', columns: 2, pl: 3, m: 0 }}
        >
          {recoveryCodes.map((code) => (
            <li key={code}>{code}</li>
          ))}
        </Box>
        <Button variant="contained" size="large" onClick={() => void finish()}>
          {secondFactorTexts.done}
        </Button>
      </Stack>
    );
  } else if (user?.secondFactor) {
    body = <Alert severity="success">{secondFactorTexts.isOn}</Alert>;
  } else if (setup) {
    body = <ConfirmStep setup={setup} onEnabled={setRecoveryCodes} />;
  } else {
    body = (
      <Stack spacing={2}>
        <Typography>{secondFactorTexts.intro}</Typography>
        <Button variant="contained" size="large" onClick={() => void start()} disabled={busy}>
          {secondFactorTexts.turnOn}
        </Button>
      </Stack>
    );
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
      <SecondFactorField {...form.field('code')} helperText={form.errors.code} />
      <FormActions
        busy={form.busy}
        submitLabel={secondFactorTexts.turnOn}
        busyLabel={secondFactorTexts.turnOn}
        fullWidth
      />
    </AccountForm>
  );
}
