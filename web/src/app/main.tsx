/**
 * The site's entry point. The landing screen's data request starts first. The home page comes prerendered in
 * index.html and React adopts it (hydration: no DOM rebuilt, what a visitor typed kept); any other screen is
 * rendered over shell.html's frame, inside a transition: concurrent rendering yields to the browser every few
 * milliseconds, so the first render of a big page is no single long task that holds off a visitor's first tap.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './app-routes.js';
import { preloadLandingData } from './preload-landing-data.js';
import { AppProviders } from './providers.js';

preloadLandingData(window.location);

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

if (container.dataset.prerendered === window.location.pathname) hydrateRoot(container, app);
else startTransition(() => createRoot(container).render(app));
