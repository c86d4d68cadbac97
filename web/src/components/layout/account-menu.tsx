/**
 * The signed-in user's avatar button labelled My Account. The menu's code comes when the user reaches for the
 * button, as a dialog's does (lib/use-dialog-on-demand.ts): if it does not come, nothing opens, a toast says so, the
 * page stays as it is, and the next click asks again.
 */
import IconButton from '@mui/material/IconButton';
import { labels } from '@shared/texts.js';
import type { PublicUser } from '@shared/types.js';
import { useId, useRef } from 'react';
import { InitialAvatar } from '@/components/common/initial-avatar.js';
import { useDialogOnDemand } from '@/lib/use-dialog-on-demand.js';

// Menu pulls in MUI's popover and focus-trap code: keep it out of the first download.
const loadAccountMenuList = () => import('./account-menu-list.js').then((module) => module.default);

export function AccountMenu({ user }: { user: PublicUser }) {
  const button = useRef<HTMLButtonElement>(null);
  const menu = useDialogOnDemand(loadAccountMenuList);
  const AccountMenuList = menu.loaded;
  const menuId = useId();

  return (
    <>
      <IconButton
        ref={button}
        aria-label={labels.myAccount}
        aria-haspopup="true"
        aria-controls={menu.open ? menuId : undefined}
        aria-expanded={menu.open}
        {...menu.reach}
        onClick={() => void menu.show()}
      >
        <InitialAvatar name={user.name} size={34} />
      </IconButton>
      {AccountMenuList && (
        <AccountMenuList id={menuId} anchor={menu.open ? button.current : null} role={user.role} onClose={menu.close} />
      )}
    </>
  );
}
