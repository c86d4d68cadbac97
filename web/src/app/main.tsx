/**
 * The site's entry point. The landing screen's data request starts first, then React renders inside a
 * transition: concurrent rendering yields to the browser every few milliseconds, so the first render of a big
 * page is no single long task that would hold off a visitor's first tap.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes.js';
import { preloadLandingData } from './preload-landing-data.js';
import { AppProviders } from './providers.js';

preloadLandingData(window.location);

const root = createRoot(document.getElementById('root')!);
startTransition(() => {
  root.render(
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>,
  );
});
