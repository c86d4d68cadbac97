/** The confirmation before signing out every device: it also ends this session, so it is asked once more. */
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { accountLabels } from '@shared/texts/account-labels.js';
import { hiringLabels } from '@shared/texts.js';
import { BusyButton } from '@/components/common/busy-button.js';
import { useLogout } from '@/components/layout/use-logout.js';
import { useAction } from '@/lib/use-action.js';

export function SignOutEverywhereDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const logout = useLogout();
  const { busy, run } = useAction();
  // The sign-out says its own failure (a toast).
  const confirm = () =>
    run(
      () => logout({ to: '/' }, true),
      () => undefined,
    );
  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth="xs"
      aria-labelledby="sign-out-everywhere-title"
      aria-describedby="sign-out-everywhere-text"
    >
      <DialogTitle id="sign-out-everywhere-title">{accountLabels.signOutEverywhereTitle}</DialogTitle>
      <DialogContent>
        <DialogContentText id="sign-out-everywhere-text">{accountLabels.signOutEverywhereText}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {hiringLabels.cancel}
        </Button>
        <BusyButton variant="contained" color="error" onClick={confirm} busy={busy}>
          {accountLabels.signOutEverywhere}
        </BusyButton>
      </DialogActions>
    </Dialog>
  );
}
