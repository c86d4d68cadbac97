/**
 * The site's entry point, imported by the page's head script once the page's HTML has been parsed and painted
 * (shared/app-start-script.ts). The landing screen's code and data requests start first. The home page comes
 * prerendered in index.html and React adopts it (hydration: no DOM rebuilt, what a visitor typed kept); any other
 * screen is rendered over the HTML's frame (shell.html), or over jobs.html when the list could not be rendered.
 * Both wait until the screen's code is there: else the page would give way to the loading spinner first, or an
 * adopted page be rebuilt. Either happens inside a transition: concurrent rendering yields to the browser every few
 * milliseconds, so the first render of a big page is no single long task.
 *
 * A job page comes rendered with its job, and the jobs list with its first page of jobs (functions/pages/), each
 * carrying that data in a JSON element: the app renders from it, so it adopts the page as the home page's is
 * adopted, and does not ask the API for it again.
 *
 * The start-up before that is cut into tasks for the same reason: evaluating the bundle, asking for the landing
 * screen's code and data, building the theme, then creating the root. On a phone each was a part of one task of 300
 * to 400 ms.
 */
import { CacheProvider } from '@emotion/react';
import { APP_START_FAILED_EVENT } from '@shared/app-start-script.js';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { unstable_HistoryRouter as HistoryRouter, UNSAFE_createBrowserHistory } from 'react-router-dom';
import { ScreenBoundary } from '@/components/layout/screen-boundary.js';
import { guardHistory } from '@/lib/guarded-history.js';
import { nextTask } from '@/lib/next-task.js';
import { AppRoutes } from './app-routes.js';
import { preloadLandingScreen } from './preload-landing-screen.js';
import { AppProviders } from './providers.js';
import { pageHasThemeVariables, serverStylesCache } from './server-styles.js';
import { appTheme } from './theme.js';

// In the task right after the bundle's evaluation, not inside it: asking for a screen's code inserts a
// modulepreload link per file it needs (14 for a job page), 60 to 260 ms of main thread at 4× CPU that lengthened
// the evaluation's task, the longest of the start. The requests start no later: nothing runs in between.
// A page that came with its screen's data (a job page, the jobs list) needs only the screen's code. The data goes
// into the data cache the providers make (providers.tsx).
const pageData = readPageData();
const landingScreen = nextTask().then(() => preloadLandingScreen(window.location, undefined, !pageData));
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
  // The landing screen's code first, adopted page or not. Hydrating without it would leave the screen's part of
  // the page waiting (suspended) while the layout around it hydrates and updates (useHydrated, the session), and
  // React then rebuilds a waiting part that receives an update: the page's heading and text would be replaced.
  // If it did not come, a page the server rendered stays as it is, its links and forms working as plain HTML, under
  // the head script's notice (shared/app-start-script.ts): the screen's error in its place would take away the job
  // the visitor is reading. On the shell, the screen's boundary says it failed (components/layout/screen-boundary).
  const landed = await landingScreen.then(
    () => true,
    () => false,
  );
  if (adopt && !landed) {
    window.dispatchEvent(new Event(APP_START_FAILED_EVENT));
    return;
  }
  const app = (
    <StrictMode>
      <CacheProvider value={serverStylesCache()}>
        <AppProviders pageData={pageData} themeVariablesInPage={pageHasThemeVariables()}>
          {/* The history <BrowserRouter> makes, with a hold for unsaved edits (lib/guarded-history.ts says why). */}
          <HistoryRouter history={guardHistory(UNSAFE_createBrowserHistory({ v5Compat: true }))}>
            <ScreenBoundary>
              <AppRoutes />
            </ScreenBoundary>
          </HistoryRouter>
        </AppProviders>
      </CacheProvider>
    </StrictMode>
  );
  // Both in a transition: hydration too is otherwise one long task (a blocking lane) that holds off the first tap.
  startTransition(() => {
    if (adopt) hydrateRoot(container, app);
    else createRoot(container).render(app);
  });
}

/** The answers the page came with (`<script type="application/json" id="page-data">`), if any. */
function readPageData(): Record<string, unknown> | undefined {
  const element = document.getElementById('page-data');
  if (!element?.textContent) return undefined;
  try {
    return JSON.parse(element.textContent) as Record<string, unknown>;
  } catch {
    return undefined; // the screen then asks the API, as on any other page
  }
}
