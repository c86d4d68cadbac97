/** The My Account menu: Profile, Dashboard (companies only), Applications, Sign out (spec §2, §6). */
import Divider from '@mui/material/Divider';
import ListSubheader from '@mui/material/ListSubheader';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import { Link as RouterLink } from 'react-router-dom';
import { labels } from '../../../../shared/texts.js';
import { accountNavItems } from './nav-items.js';
import { useLogout } from './use-logout.js';

interface Props {
  id: string;
  anchor: HTMLElement | null;
  isCompany: boolean;
  onClose: () => void;
}

export default function AccountMenuList({ id, anchor, isCompany, onClose }: Props) {
  const logout = useLogout();
  return (
    <Menu id={id} anchorEl={anchor} open={Boolean(anchor)} onClose={onClose}>
      <ListSubheader sx={{ lineHeight: 2.5 }}>{labels.myAccount}</ListSubheader>
      {accountNavItems
        .filter((item) => isCompany || !item.companyOnly)
        .map((item) => (
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
