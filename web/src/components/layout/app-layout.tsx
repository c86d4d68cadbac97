/**
 * The frame of every screen: a skip link, the navigation bar, the page in <main> (under the notice of an
 * unconfirmed email address), the footer. On a new page it
 * scrolls to the top (back/forward keep their place) and moves focus to <main>, so keyboard and screen-reader
 * users start on the new page.
 */
import Box from '@mui/material/Box';
import { labels } from '@shared/texts.js';
import { lazy, type MouseEvent, Suspense, useEffect, useRef } from 'react';
import { Outlet, useLocation, useNavigationType } from 'react-router-dom';
import { useSession } from '@/api/use-session.js';
import { PageLoader } from '@/components/common/page-loader.js';
import { useHydrated } from '@/lib/use-hydrated.js';
import { Navbar } from './navbar.js';
import { OptionalPart, ScreenBoundary } from './screen-boundary.js';
import { ScreenLive } from './screen-live.js';

// Below the fold on every page: fetched right after the first screen instead of with it, and never prerendered
// (a lazy part cannot be rendered to a string at build time), so it joins once the page is live.
const Footer = lazy(() => import('./footer.js'));
// Only an account whose email waits for its confirmation ever loads it.
const EmailConfirmationNotice = lazy(() => import('./email-confirmation-notice.js'));

/** Why some actions are closed and "Send the link again", while the account's address is unconfirmed. */
function UnconfirmedEmail() {
  const { user } = useSession();
  if (!useHydrated() || !user || user.emailVerified !== false) return null;
  return (
    <OptionalPart>
      <Suspense fallback={null}>
        <EmailConfirmationNotice email={user.email} />
      </Suspense>
    </OptionalPart>
  );
}

/**
 * The footer, once the page is live. A component of its own: when React has adopted a prerendered page, the change
 * of useHydrated re-renders its reader at once, in one blocking task; here that is this line, not the whole frame.
 */
function LiveFooter() {
  if (!useHydrated()) return null;
  return (
    <OptionalPart>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
    </OptionalPart>
  );
}

export function AppLayout() {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const main = useRef<HTMLElement>(null);
  const shownPath = useRef(pathname);

  useEffect(() => {
    if (shownPath.current === pathname) return;
    shownPath.current = pathname;
    // Back and forward keep the browser's own scroll position; a new page starts at the top.
    if (navigationType !== 'POP') window.scrollTo(0, 0);
    main.current?.focus({ preventScroll: true });
  }, [pathname, navigationType]);

  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: '100vh' }}>
      <Box
        component="a"
        href="#main"
        onClick={(event: MouseEvent) => {
          // Focus moves to the content without a history entry: a `#main` entry would carry no router state, and
          // Back from it would then be read as a step forward (and held the wrong way by the leave guard).
          event.preventDefault();
          main.current?.focus();
        }}
        sx={{
          position: 'absolute',
          left: 8,
          top: -48,
          zIndex: 2000,
          p: 1,
          bgcolor: 'background.paper',
          color: 'primary.main',
          '&:focus': { top: 8 },
        }}
      >
        {labels.skipToContent}
      </Box>
      <Navbar />
      {/* At least a screen tall: the footer starts below the fold, so a page growing as its data arrives never
          pushes a visible footer down (a layout shift). */}
      <Box component="main" id="main" ref={main} tabIndex={-1} sx={{ flex: 1, minHeight: '100vh', outline: 'none' }}>
        <Suspense fallback={<PageLoader />}>
          <ScreenLive />
          <UnconfirmedEmail />
          <ScreenBoundary resetKey={pathname}>
            <Outlet />
          </ScreenBoundary>
        </Suspense>
      </Box>
      <LiveFooter />
    </Box>
  );
}
