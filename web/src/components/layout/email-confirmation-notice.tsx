/**
 * Shown above every screen while the signed-in account's email address waits for its confirmation: why some
 * actions are closed (apply, job alerts, posting jobs; no emails but the link and resets) and "Send the link
 * again" (POST /api/user/email-confirmation, rate limited: its refusal is shown as it comes).
 */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Container from '@mui/material/Container';
import { emailConfirmationTexts as t } from '@shared/texts.js';
import { callApi } from '@/api/client.js';
import { failureText } from '@/api/failure-text.js';
import { BusyButton } from '@/components/common/busy-button.js';
import { useToast } from '@/components/toast/toast-context.js';
import { useAction } from '@/lib/use-action.js';

export default function EmailConfirmationNotice({ email }: { email: string }) {
  const sending = useAction();
  const toast = useToast();
  const sendAgain = () =>
    sending.run(
      async () => {
        const answer = await callApi('resend-confirmation');
        toast.show({ title: answer?.message ?? t.sendAgain, variant: 'success' });
      },
      (error) => {
        toast.show({ title: failureText(error, t.notQueued), variant: 'destructive' });
        return undefined;
      },
    );
  return (
    <Container maxWidth="lg" sx={{ pt: 2 }}>
      <Alert
        severity="warning"
        action={
          <BusyButton color="inherit" size="small" onClick={() => void sendAgain()} busy={sending.busy}>
            {t.sendAgain}
          </BusyButton>
        }
        sx={{
          '& .MuiAlert-message': { minWidth: 0, overflowWrap: 'anywhere' },
          flexWrap: { xs: 'wrap', sm: 'nowrap' },
        }}
      >
        <AlertTitle>{t.bannerTitle}</AlertTitle>
        {t.bannerText(email)}
      </Alert>
    </Container>
  );
}
