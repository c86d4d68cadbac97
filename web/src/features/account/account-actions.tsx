/**
 * The profile's Account Actions: sign out this device or every device, Change Password, Download my
 * data (download-data.ts) and Delete Account. Signing out everywhere, changing the password and deleting the account
 * each open a dialog, whose code is fetched when the user reaches for its button (a spinner on the button if it has
 * not come by the click), so the profile does not pay for three dialogs, their fields and their rules until someone
 * asks for one.
 */
import DeleteForever from '@mui/icons-material/DeleteForever';
import Download from '@mui/icons-material/Download';
import LockReset from '@mui/icons-material/LockReset';
import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button, { type ButtonProps } from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { accountLabels } from '@shared/texts/account-labels.js';
import type { ComponentType, ReactNode } from 'react';
import { isApiError } from '@/api/fetcher.js';
import { BusyButton } from '@/components/common/busy-button.js';
import { useLogout } from '@/components/layout/use-logout.js';
import { useToast } from '@/components/toast/toast-context.js';
import { useAction } from '@/lib/use-action.js';
import { useDialogOnDemand } from '@/lib/use-dialog-on-demand.js';

interface DialogProps {
  open: boolean;
  onClose: () => void;
}

/** Fetches a dialog of this page's code and gives its component. */
type DialogLoader = () => Promise<ComponentType<DialogProps>>;

const signOutEverywhere: DialogLoader = () =>
  import('./sign-out-everywhere-dialog.js').then((module) => module.SignOutEverywhereDialog);
const changePassword: DialogLoader = () =>
  import('./change-password-dialog.js').then((module) => module.ChangePasswordDialog);
const deleteAccount: DialogLoader = () =>
  import('./delete-account-dialog.js').then((module) => module.DeleteAccountDialog);

/** A button that opens its dialog, fetching the dialog's code when the user reaches for it. */
function DialogButton({ dialog, ...button }: Omit<ButtonProps, 'onClick' | 'loading'> & { dialog: DialogLoader }) {
  const { open, show, close, loading, loaded: Dialog, reach } = useDialogOnDemand(dialog);
  return (
    <>
      <Button variant="outlined" {...button} {...reach} loading={loading} onClick={() => void show()} />
      {Dialog && <Dialog open={open} onClose={close} />}
    </>
  );
}

/** Reads the account's data and saves it as a file; the server's words when it refuses (the hourly limit). */
function DownloadDataButton() {
  const { busy, run } = useAction();
  const toast = useToast();
  const download = () =>
    run(
      async () => {
        const { readDataExport, saveDataFile } = await import('./download-data.js');
        saveDataFile(await readDataExport());
        toast.show({
          title: accountLabels.dataDownloaded,
          description: accountLabels.dataDownloadedText,
          variant: 'success',
        });
      },
      (error) => {
        const description = (isApiError(error) && error.serverMessage) || accountLabels.dataDownloadFailedText;
        toast.show({ title: accountLabels.dataDownloadFailed, description, variant: 'destructive' });
        return undefined;
      },
    );
  return (
    <BusyButton variant="outlined" startIcon={<Download />} spinner="start" busy={busy} onClick={() => void download()}>
      {accountLabels.downloadData}
    </BusyButton>
  );
}

function ActionRow({ title, text, action }: { title: string; text: string; action: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'flex',
        alignItems: { xs: 'stretch', sm: 'center' },
        justifyContent: 'space-between',
        flexDirection: { xs: 'column', sm: 'row' },
        gap: 2,
        py: 2,
      }}
    >
      <div>
        <Typography component="h3" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {text}
        </Typography>
      </div>
      {action}
    </Box>
  );
}

export function AccountActions() {
  const logout = useLogout();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="account-actions" sx={{ p: { xs: 2.5, sm: 4 } }}>
      <Typography id="account-actions" variant="h2" sx={{ fontSize: '1.375rem', mb: 1 }}>
        {accountLabels.accountActions}
      </Typography>
      <ActionRow
        title={accountLabels.signOut}
        text={accountLabels.signOutText}
        action={
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: { sm: 'flex-end' } }}>
            <Button variant="outlined" startIcon={<Logout />} onClick={() => void logout()}>
              {accountLabels.signOutThisDevice}
            </Button>
            <DialogButton dialog={signOutEverywhere} color="error">
              {accountLabels.signOutEverywhere}
            </DialogButton>
          </Box>
        }
      />
      <Divider />
      <ActionRow
        title={accountLabels.changePassword}
        text={accountLabels.changePasswordText}
        action={
          <DialogButton dialog={changePassword} startIcon={<LockReset />}>
            {accountLabels.changePassword}
          </DialogButton>
        }
      />
      <Divider />
      <ActionRow
        title={accountLabels.downloadData}
        text={accountLabels.downloadDataText}
        action={<DownloadDataButton />}
      />
      <Divider />
      <ActionRow
        title={accountLabels.deleteAccount}
        text={accountLabels.deleteAccountText}
        action={
          <DialogButton dialog={deleteAccount} color="error" startIcon={<DeleteForever />}>
            {accountLabels.deleteAccount}
          </DialogButton>
        }
      />
    </Paper>
  );
}
