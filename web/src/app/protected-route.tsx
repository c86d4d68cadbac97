/**
 * Guards a screen by session: a spinner while the session loads, signed-out visitors to /auth (the page they
 * wanted is passed as `state.from`), signed-in users of another role see why they cannot use it (<WrongRole>,
 * fetched when first needed: few visits ever see it). 'guest' screens (the auth page) send a signed-in user back
 * to `state.from`, or to / without one: signing in on /auth sets the user and this guard takes them where they
 * wanted to go (a navigate() of the page itself would race this redirect). An admin without two-step sign-in is
 * sent to /two-step from every guarded screen (the API refuses them every admin route anyway).
 */

import type { Role } from '@shared/constants.js';
import { lazy, type ReactNode, Suspense } from 'react';
import { type Location, Navigate, Outlet, useLocation } from 'react-router-dom';
import { useSession } from '@/api/use-session.js';
import { PageLoader } from '@/components/common/page-loader.js';
import { afterSignIn } from '@/lib/after-sign-in.js';

const WrongRole = lazy(() => import('./wrong-role.js').then((module) => ({ default: module.WrongRole })));

export type PageAccess = 'public' | 'guest' | 'signed-in' | readonly Role[];

interface Props {
  access: PageAccess;
  /** The guarded screen; without it the nested routes (<Outlet />) are guarded. */
  children?: ReactNode;
}

/** The page a guard sent the visitor away from (`state.from`), if any. */
function cameFrom(state: unknown): Location | undefined {
  const from = (state as { from?: Location } | null)?.from;
  return typeof from?.pathname === 'string' ? from : undefined;
}

/** The enrolment screen of two-step sign-in (pages/two-step.tsx). */
const TWO_STEP_PATH = '/two-step';

export function ProtectedRoute({ access, children }: Props) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  if (access === 'public') return children ?? <Outlet />;
  if (isLoading) return <PageLoader />;
  // An admin without two-step sign-in can use no admin route: lead them to turn it on, right after sign-in too.
  const mustEnrol = user?.role === 'admin' && !user.secondFactor && location.pathname !== TWO_STEP_PATH;
  if (mustEnrol) return <Navigate to={TWO_STEP_PATH} replace />;
  if (access === 'guest')
    return user ? (
      <Navigate to={cameFrom(location.state) ?? afterSignIn.take() ?? '/'} replace />
    ) : (
      (children ?? <Outlet />)
    );
  if (!user) return <Navigate to="/auth" replace state={{ from: location }} />;
  if (access !== 'signed-in' && !access.includes(user.role))
    return (
      <Suspense fallback={<PageLoader />}>
        <WrongRole allowed={access} role={user.role} />
      </Suspense>
    );
  return children ?? <Outlet />;
}
