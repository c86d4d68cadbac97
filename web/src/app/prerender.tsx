/**
 * Renders a screen to HTML at build time (web/build/prerender-plugin.ts), with the CSS its MUI components need,
 * so the browser paints it from index.html before any JavaScript has arrived. Data is not fetched: every list
 * shows the same skeleton the app shows while its request is on the way, so the app's first render replaces
 * the page with the same picture.
 */
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app-routes.js';
import { AppProviders } from './providers.js';

export interface PrerenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  /** <style data-emotion> tags for <head>; the app's emotion cache adopts them instead of adding them again. */
  styles: string;
}

export function prerender(url: string): PrerenderedPage {
  // 'css' is the key of the emotion cache MUI uses in the browser, which is what lets it adopt these styles.
  const cache = createCache({ key: 'css' });
  const server = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <AppProviders>
        <StaticRouter location={url}>
          <AppRoutes />
        </StaticRouter>
      </AppProviders>
    </CacheProvider>,
  );
  return { html, styles: server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html)) };
}
