/** Turns the screen table into react-router routes inside the shared layout (navigation bar, footer). */
import { useRoutes } from 'react-router-dom';
import { AppLayout } from '@/components/layout/app-layout.js';
import { ProtectedRoute } from './protected-route.js';
import { type PageRoute, pageRoutes } from './routes.js';

function element({ page: Page, access }: PageRoute) {
  if (!access || access === 'public') return <Page />;
  return (
    <ProtectedRoute access={access}>
      <Page />
    </ProtectedRoute>
  );
}

export function AppRoutes({ routes = pageRoutes }: { routes?: PageRoute[] }) {
  return useRoutes([
    { element: <AppLayout />, children: routes.map((route) => ({ path: route.path, element: element(route) })) },
  ]);
}
