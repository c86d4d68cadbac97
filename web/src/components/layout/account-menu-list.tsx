/**
 * The My Account menu: Profile, Dashboard and Company profile (companies only), Applications, Saved jobs and Job
 * Alerts (job seekers only), Sign out.
 */
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import type { Role } from '@shared/constants.js';
import { labels } from '@shared/texts.js';
import { Link as RouterLink } from 'react-router-dom';
import { accountNavFor } from './nav-items.js';
import { useLogout } from './use-logout.js';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  role: Role;
  onClose: () => void;
}

export default function AccountMenuList({ id, anchor, role, onClose }: Props) {
  const logout = useLogout();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <ListSubheader sx={{ lineHeight: 2.5 }}>{labels.myAccount}</ListSubheader>
      {accountNavFor(role).map((item) => (
        <MenuItem key={item.to} component={RouterLink} to={item.to} onClick={onClose}>
          {item.label}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem
        onClick={() => {
          onClose();
          void logout();
        }}
      >
        {labels.signOut}
      </MenuItem>
    </Menu>
  );
}
