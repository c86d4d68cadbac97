/**
 * The profile's Account Actions: sign out this device or every device (the second asks first), Change
 * Password and Delete Account, each of the last two opening its dialog.
 */
import DeleteForever from '@mui/icons-material/DeleteForever';
import LockReset from '@mui/icons-material/LockReset';
import Logout from '@mui/icons-material/Logout';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useLogout } from '@/components/layout/use-logout.js';
import { accountLabels } from './account-labels.js';
import { ChangePasswordDialog } from './change-password-dialog.js';
import { DeleteAccountDialog } from './delete-account-dialog.js';
import { SignOutEverywhereDialog } from './sign-out-everywhere-dialog.js';

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
  const [open, setOpen] = useState<'password' | 'delete' | 'everywhere' | null>(null);
  const close = () => setOpen(null);
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
            <Button variant="outlined" color="error" onClick={() => setOpen('everywhere')}>
              {accountLabels.signOutEverywhere}
            </Button>
          </Box>
        }
      />
      <Divider />
      <ActionRow
        title={accountLabels.changePassword}
        text={accountLabels.changePasswordText}
        action={
          <Button variant="outlined" startIcon={<LockReset />} onClick={() => setOpen('password')}>
            {accountLabels.changePassword}
          </Button>
        }
      />
      <Divider />
      <ActionRow
        title={accountLabels.deleteAccount}
        text={accountLabels.deleteAccountText}
        action={
          <Button variant="outlined" color="error" startIcon={<DeleteForever />} onClick={() => setOpen('delete')}>
            {accountLabels.deleteAccount}
          </Button>
        }
      />
      <ChangePasswordDialog open={open === 'password'} onClose={close} />
      <DeleteAccountDialog open={open === 'delete'} onClose={close} />
      <SignOutEverywhereDialog open={open === 'everywhere'} onClose={close} />
    </Paper>
  );
}
