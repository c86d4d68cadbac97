/**
 * Renders the real app (providers, layout, route table) at a path, with a fresh SWR cache per test and a memory
 * history held like the site's (lib/guarded-history.ts). `location()` tells where the app navigated to.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { unstable_HistoryRouter as HistoryRouter, UNSAFE_createMemoryHistory, useLocation } from 'react-router-dom';
import { AppRoutes } from '@/app/app-routes.js';
import { AppProviders } from '@/app/providers.js';
import type { PageRoute } from '@/app/routes.js';
import { guardHistory } from '@/lib/guarded-history.js';

interface Where {
  pathname: string;
  search: string;
  state: unknown;
}

function LocationSpy({ into }: { into: { current: Where } }) {
  const location = useLocation();
  into.current = { pathname: location.pathname, search: location.search, state: location.state };
  return null;
}

/**
 * The app at `path`; pass `routes` to render a test screen table instead of the real one, `pageData` for the answers
 * a page rendered on request carries (main.tsx hands them to the providers the same way).
 */
export function renderApp(path = '/', options: { routes?: PageRoute[]; pageData?: Record<string, unknown> } = {}) {
  return renderWithProviders(<AppRoutes routes={options.routes} />, path, options.pageData);
}

/** Any element inside the providers and a router at `path`. */
export function renderWithProviders(ui: ReactNode, path = '/', pageData?: Record<string, unknown>) {
  const where = { current: { pathname: '', search: '', state: null as unknown } };
  const user = userEvent.setup();
  const memory = UNSAFE_createMemoryHistory({ initialEntries: [path], v5Compat: true });
  const view = render(
    <AppProviders swrCache={() => new Map()} pageData={pageData}>
      <HistoryRouter history={guardHistory(memory)}>
        {ui}
        <LocationSpy into={where} />
      </HistoryRouter>
    </AppProviders>,
  );
  return {
    ...view,
    user,
    location: () => where.current,
    /** The history's entries up to the current one: what Back walks through. */
    entries: () => memory.index + 1,
    /** The query of the current URL as an object. */
    query: () => Object.fromEntries(new URLSearchParams(where.current.search)),
  };
}
