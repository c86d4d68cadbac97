/** The navigation drawer on small screens: the same links as the bar plus the account actions. */
import Close from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import { labels } from '@shared/texts.js';
import { NavLink } from 'react-router-dom';
import { useSession } from '@/api/use-session.js';
import { signUpPath } from '@/lib/sign-up-path.js';
import { Brand } from './brand.js';
import { accountNavFor, mainNavItems } from './nav-items.js';
import { useLogout } from './use-logout.js';

interface Props {
  open: boolean;
  onClose: () => void;
}

export default function MobileNav({ open, onClose }: Props) {
  const { user, isCompany } = useSession();
  const logout = useLogout();
  const link = (to: string, label: string) => (
    <ListItemButton key={label} component={NavLink} to={to} end={to === '/'} onClick={onClose}>
      <ListItemText primary={label} />
    </ListItemButton>
  );

  return (
    <Drawer anchor="right" open={open} onClose={onClose}>
      <Box component="nav" aria-label="Mobile" sx={{ width: 280 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', p: 2 }}>
          <Brand onClick={onClose} />
          <IconButton aria-label={labels.closeMenu} onClick={onClose}>
            <Close />
          </IconButton>
        </Box>
        <Divider />
        <List>{mainNavItems.map((item) => link(item.to, item.label))}</List>
        <Divider />
        {user ? (
          <List aria-label={labels.myAccount}>
            {isCompany && link('/post-job', labels.postAJob)}
            {accountNavFor(user.role).map((item) => link(item.to, item.label))}
            <ListItemButton
              onClick={() => {
                onClose();
                void logout();
              }}
            >
              <ListItemText primary={labels.signOut} />
            </ListItemButton>
          </List>
        ) : (
          <List>
            {link('/auth', labels.signIn)}
            {link(signUpPath(), labels.signUp)}
          </List>
        )}
      </Box>
    </Drawer>
  );
}
