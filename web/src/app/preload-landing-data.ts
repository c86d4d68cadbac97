/** Starts the data request of the screen a visit lands on (the route table's `preload`) before React renders. */
import { matchPath } from 'react-router-dom';
import { type PageRoute, pageRoutes } from './routes.js';

export function preloadLandingData(
  location: Pick<Location, 'pathname' | 'search'>,
  routes: PageRoute[] = pageRoutes,
): void {
  for (const route of routes) {
    const match = matchPath(route.path, location.pathname);
    if (!match) continue;
    route.preload?.(match.params, new URLSearchParams(location.search));
    return;
  }
}
