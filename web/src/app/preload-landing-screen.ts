/**
 * Starts what the screen a visit lands on needs, before React renders: its code (the route table's `load`) and its
 * data request (`preload`), side by side. Without it the code would be asked for only when React first renders the
 * lazy screen, a few tasks later.
 */
import { matchPath } from 'react-router-dom';
import { type PageRoute, pageRoutes } from './routes.js';

/** Resolves once the screen's code has loaded (at once for a screen that is not lazy, or no screen). */
export function preloadLandingScreen(
  location: Pick<Location, 'pathname' | 'search'>,
  routes: PageRoute[] = pageRoutes,
): Promise<unknown> {
  for (const route of routes) {
    const match = matchPath(route.path, location.pathname);
    if (!match) continue;
    route.preload?.(match.params, new URLSearchParams(location.search));
    return route.load?.() ?? Promise.resolve();
  }
  return Promise.resolve();
}
