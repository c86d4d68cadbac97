/**
 * The site's entry point. The landing screen's code and data requests start first. The home page comes
 * prerendered in index.html and React adopts it (hydration: no DOM rebuilt, what a visitor typed kept); any other
 * screen is rendered over the HTML's page (jobs.html) or frame (shell.html), once its code is there: else the page
 * would give way to the loading spinner first. Either happens inside a transition: concurrent rendering yields to
 * the browser every few milliseconds, so the first render of a big page is no single long task.
 *
 * The start-up before that is cut into three tasks for the same reason: evaluating the bundle, building the theme,
 * then creating the root. On a phone each was a part of one task of 300 to 400 ms.
 */
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { nextTask } from '@/lib/next-task.js';
import { AppRoutes } from './app-routes.js';
import { preloadLandingScreen } from './preload-landing-screen.js';
import { AppProviders } from './providers.js';
import { appTheme } from './theme.js';

const landingScreen = preloadLandingScreen(window.location);
void start();

/**
 * Not a top-level await: with one, the bundler moves its runtime helpers into a file of their own, one more request
 * before the start.
 */
async function start() {
  await nextTask();
  appTheme();
  await nextTask();
  const container = document.getElementById('root')!;
  const adopt = container.dataset.prerendered === window.location.pathname;
  // A failed load is the screen's to report, as it is for any lazy screen.
  if (!adopt) await landingScreen.catch(() => undefined);
  const app = (
    <StrictMode>
      <AppProviders>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </AppProviders>
    </StrictMode>
  );
  // Both in a transition: hydration too is otherwise one long task (a blocking lane) that holds off the first tap.
  startTransition(() => {
    if (adopt) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}
