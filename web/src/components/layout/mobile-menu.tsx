/**
 * The menu button of small screens and the navigation drawer it opens. A component of its own so that a tap on it
 * re-renders the button and the drawer only, not the whole bar with its links and buttons (a tap's time to the next
 * paint on a slow phone).
 */
import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import { labels } from '@shared/texts.js';
import { startTransition } from 'react';
import { useDialogOnDemand } from '@/lib/use-dialog-on-demand.js';

// The drawer is only for small screens and only once opened: keep it out of the first download.
const loadMobileNav = () => import('./mobile-nav.js').then((module) => module.default);

/**
 * Opened as a dialog on demand (lib/use-dialog-on-demand.ts): the drawer's code is asked for when the visitor reaches
 * for the button (a tap presses before it clicks), in the task after, not inside the handler (a preload link
 * inserted per file it needs, before the tap's next paint), and if the code does not come the tap opens nothing, a
 * toast says so, and the next tap asks again. Each open is a transition too: the drawer is drawn after the tap's
 * paint, not inside it.
 */
export function MobileMenu() {
  const drawer = useDialogOnDemand(loadMobileNav);
  const MobileNav = drawer.loaded;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={labels.openMenu}
        aria-expanded={drawer.open}
        {...drawer.reach}
        onClick={() => startTransition(() => void drawer.show())}
        sx={{ display: { md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      {MobileNav && <MobileNav open={drawer.open} onClose={drawer.close} />}
    </>
  );
}
