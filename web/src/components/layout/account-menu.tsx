/** The signed-in user's avatar button labelled My Account; the menu itself loads on first open. */
import IconButton from '@mui/material/IconButton';
import { labels } from '@shared/texts.js';
import type { PublicUser } from '@shared/types.js';
import { lazy, Suspense, useId, useState } from 'react';
import { InitialAvatar } from '@/components/common/initial-avatar.js';

// Menu pulls in MUI's popover and focus-trap code: keep it out of the first download.
const AccountMenuList = lazy(() => import('./account-menu-list.js'));

export function AccountMenu({ user }: { user: PublicUser }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [used, setUsed] = useState(false);
  const menuId = useId();

  return (
    <>
      <IconButton
        aria-label={labels.myAccount}
        aria-haspopup="true"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={Boolean(anchor)}
        onClick={(event) => {
          setAnchor(event.currentTarget);
          setUsed(true);
        }}
      >
        <InitialAvatar name={user.name} size={34} />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <AccountMenuList id={menuId} anchor={anchor} role={user.role} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
