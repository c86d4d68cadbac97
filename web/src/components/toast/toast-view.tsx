/** The visible toast: an MUI Snackbar with an Alert; loaded on the first toast to keep the first download small. */
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Snackbar, { type SnackbarCloseReason } from '@mui/material/Snackbar';
import { TOAST_DURATION_MS } from '@shared/constants.js';
import type { ToastOptions, ToastVariant } from './toast-context.js';

const severity: Record<ToastVariant, 'info' | 'success' | 'error'> = {
  default: 'info',
  success: 'success',
  destructive: 'error',
};

interface Props {
  toast: ToastOptions & { key: number };
  open: boolean;
  onClose: () => void;
}

export default function ToastView({ toast, open, onClose }: Props) {
  const onSnackbarClose = (_event: unknown, reason?: SnackbarCloseReason) => {
    // A click elsewhere on the page must not hide a message the visitor has not read yet.
    if (reason !== 'clickaway') onClose();
  };
  return (
    <Snackbar
      key={toast.key}
      open={open}
      autoHideDuration={TOAST_DURATION_MS}
      onClose={onSnackbarClose}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      // On a phone, at the top below the bar (56 px high there): at the bottom it covered what people press next (a
      // dialog's Send and Cancel, a form's last button) for its five seconds, and over the bar the menu button.
      sx={{ top: { xs: 64, sm: 'auto' }, bottom: { xs: 'auto', sm: 24 } }}
    >
      <Alert
        onClose={onClose}
        severity={severity[toast.variant ?? 'default']}
        variant="filled"
        // A quiet toast is no live region (MUI's Alert is role="alert" unless told otherwise).
        role={toast.quiet ? 'note' : toast.variant === 'destructive' ? 'alert' : 'status'}
        sx={{ width: '100%', maxWidth: 420 }}
      >
        <AlertTitle>{toast.title}</AlertTitle>
        {toast.description}
      </Alert>
    </Snackbar>
  );
}
