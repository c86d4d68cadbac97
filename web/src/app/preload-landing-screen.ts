/**
 * Starts what the screen a visit lands on needs, before React renders: its code (the route table's `load`) and its
 * data request (`preload`), side by side. Without it the code would be asked for only when React first renders the
 * lazy screen, a few tasks later.
 */
import { matchPath } from 'react-router-dom';
import { type PageRoute, pageRoutes } from './routes.js';

/** The route a path lands on (the first that matches, as react-router picks it), with its path parameters. */
export function landingRoute(pathname: string, routes: PageRoute[] = pageRoutes) {
  for (const route of routes) {
    const match = matchPath(route.path, pathname);
    if (match) return { route, params: match.params };
  }
  return undefined;
}

/**
 * Resolves once the screen's code has loaded (at once for a screen that is not lazy, or no screen). `withData`
 * false: the page came with the screen's data (a job page, the jobs list), so only the code is asked for.
 */
export function preloadLandingScreen(
  location: Pick<Location, 'pathname' | 'search'>,
  routes: PageRoute[] = pageRoutes,
  withData = true,
): Promise<unknown> {
  const landing = landingRoute(location.pathname, routes);
  if (withData) landing?.route.preload?.(landing.params, new URLSearchParams(location.search));
  return landing?.route.load?.() ?? Promise.resolve();
}
