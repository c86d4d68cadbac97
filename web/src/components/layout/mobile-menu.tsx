/**
 * The menu button of small screens and the navigation drawer it opens. A component of its own so that a tap on it
 * re-renders the button and the drawer only, not the whole bar with its links and buttons (a tap's time to the next
 * paint on a slow phone).
 */
import MenuIcon from '@mui/icons-material/Menu';
import IconButton from '@mui/material/IconButton';
import { labels } from '@shared/texts.js';
import { lazy, Suspense, startTransition, useState } from 'react';

// The drawer is only for small screens and only once opened: keep it out of the first download.
const MobileNav = lazy(() => import('./mobile-nav.js'));

/**
 * Opened in a transition: the first open asks for the drawer's code, and asking (a preload link inserted per file it
 * needs) would otherwise run inside the tap's handler, before its next paint. The drawer shows once its code is
 * there, as it would have anyway.
 */
export function MobileMenu() {
  const [drawer, setDrawer] = useState<'closed' | 'open' | 'never'>('never');
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={labels.openMenu}
        aria-expanded={drawer === 'open'}
        onClick={() => startTransition(() => setDrawer('open'))}
        sx={{ display: { md: 'none' } }}
      >
        <MenuIcon />
      </IconButton>
      {drawer !== 'never' && (
        <Suspense fallback={null}>
          <MobileNav open={drawer === 'open'} onClose={() => setDrawer('closed')} />
        </Suspense>
      )}
    </>
  );
}
