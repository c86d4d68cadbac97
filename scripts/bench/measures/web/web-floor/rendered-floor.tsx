/**
 * Writes the server-rendered stack floor page (rendered.tsx) into a folder to be served: built like the floor, then
 * its HTML rendered here with the request's answer and MUI's styles (emotion's server extraction, the stack's way),
 * and filled into the built page by the site's own template (shared/page-template.ts) with the site's start
 * (shared/app-start-script.ts): the entry fetched by a low-priority preload link and imported after the first paint
 * that follows the end of parsing. So it costs what the stack costs a page that paints from its HTML before its
 * script runs, as the site's pages do; the plain floor (main.tsx) paints only once its script has run, and
 * Lighthouse's TBT, which starts at the first paint, leaves its start out.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { APP_START_SCRIPT } from '../../../../../shared/app-start-script.js';
import { fillPage } from '../../../../../shared/page-template.js';
import { buildStackFloor } from '../web-build.js';
import { FLOOR_REQUEST, FloorApp } from './floor-app.js';

/** Builds the page into `outDir` (index.html and its assets), asking `apiBase` for the answer it carries. */
export async function writeRenderedStackFloor(outDir: string, apiBase: string): Promise<void> {
  await buildStackFloor(outDir, 'rendered.html');
  const answer = await (await fetch(`${apiBase}${FLOOR_REQUEST}`)).json();
  // emotion's default key in the browser, so that its cache finds these styles there.
  const cache = createCache({ key: 'css' });
  const server = createEmotionServer(cache);
  const html = renderToString(
    <CacheProvider value={cache}>
      <StaticRouter location="/">
        <FloorApp fallback={{ [FLOOR_REQUEST]: answer }} />
      </StaticRouter>
    </CacheProvider>,
  );
  // Given as `head`, not as the template's `styles`: those it marks for the site's emotion cache, which the floor's
  // default cache does not know, so the floor keeps emotion's own handling of server styles.
  const styles = server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html));
  const data = `<script type="application/json" id="floor-data">${JSON.stringify(answer).replaceAll('<', '\\u003c')}</script>`;
  const template = readFileSync(join(outDir, 'rendered.html'), 'utf8');
  const page = fillPage(
    template,
    { html, styles: '' },
    { head: `<script>${APP_START_SCRIPT}</script>${styles}${data}` },
  );
  writeFileSync(join(outDir, 'index.html'), page);
}
