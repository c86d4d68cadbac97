/**
 * Renders a screen to HTML at build time (web/build/prerender-plugin.ts), with the CSS its MUI components need,
 * so the browser paints it from the HTML before any JavaScript has arrived. Data is not fetched: every list
 * shows the same skeleton the app shows while its request is on the way, so the app's first render gives the same
 * picture, whether it adopts the page (the home page) or renders over it (the shell, jobs.html). The job pages and
 * the jobs list are rendered here too, on request, with their data given (functions/pages/job-page.ts).
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { PageAddressProvider } from '@/lib/page-address.js';
import { AppRoutes } from './app-routes.js';
import { emotionCacheOptions } from './emotion-cache-options.js';
import { landingRoute } from './preload-landing-screen.js';
import { AppProviders } from './providers.js';
import { layerRules, serverStyleTags } from './server-styles.js';

export interface RenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  /** <style> tags for <head>; the app's emotion cache adopts them where they are (server-styles.ts). */
  styles: string;
}

/**
 * One render: a lazy screen shows its loading fallback (the shell is made this way, from a path no screen has).
 * `url`: a path, with the query string the screen reads (a jobs list's filters);
 * `pageData`: answers the screen's requests get at once (a job page's job, a list's first page), which the page then
 * carries for the app;
 * `address`: the page's own address (page-address.tsx), which the server cannot read from a window.
 */
export function renderFrame(url: string, pageData?: Record<string, unknown>, address?: string): RenderedPage {
  // The browser's cache has the same key, which is what lets it adopt these styles.
  const cache = createCache(emotionCacheOptions);
  const server = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProviders pageData={pageData}>
        <StaticRouter location={url}>
          <PageAddressProvider value={address}>
            <AppRoutes />
          </PageAddressProvider>
        </StaticRouter>
      </AppProviders>
    </CacheProvider>,
  );
  const { styles } = server.extractCriticalToChunks(html);
  return { html, styles: serverStyleTags(styles, layerRules(cache, styles)) };
}

/**
 * A page as the build writes it. renderToString would render a lazy screen's Suspense fallback (marked <!--$!-->,
 * "render on the client"), so the screen's code is loaded first, as main.tsx does for the landing screen; its lazy
 * page then renders at once (routes.tsx, lazyPage).
 */
export async function prerender(
  path: string,
  pageData?: Record<string, unknown>,
  address?: string,
): Promise<RenderedPage> {
  await landingRoute(path.split('?')[0] as string)?.route.load?.();
  const page = renderFrame(path, pageData, address);
  if (page.html.includes('<!--$!-->')) throw new Error(`prerender: ${path} still suspends once its code is loaded`);
  return page;
}
