/**
 * Writes the server-rendered stack floor page (rendered.tsx) into a folder to be served: built like the floor, then
 * its HTML rendered here with the request's answer and MUI's styles (emotion's server extraction, the stack's way),
 * and started the way the site starts its pages (shared/app-start-script.ts): the entry fetched by a low-priority
 * preload link and imported after the first paint that follows the end of parsing. So it costs what the stack costs
 * a page that paints from its HTML before its script runs, as the site's pages do; the plain floor (main.tsx)
 * paints only once its script has run, and Lighthouse's TBT, which starts at the first paint, leaves its start out.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToString } from 'react-dom/server';
import { StaticRouter } from 'react-router-dom';
import { buildStackFloor } from '../web-build.js';
import { FLOOR_REQUEST, FloorApp } from './floor-app.js';

/** Vite's module script for the entry, with the address it loads. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/;

/** The start of shared/app-start-script.ts without its handling of a failed load: the same moment, nothing more. */
const startAfterPaint = (src: string) =>
  `<script>addEventListener('DOMContentLoaded',()=>requestAnimationFrame(()=>setTimeout(()=>import(${JSON.stringify(src)}))))</script>`;

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
  const styles = server.constructStyleTagsFromChunks(server.extractCriticalToChunks(html));
  const data = `<script type="application/json" id="floor-data">${JSON.stringify(answer).replaceAll('<', '\\u003c')}</script>`;
  const template = readFileSync(join(outDir, 'rendered.html'), 'utf8');
  const entry = template.match(ENTRY_SCRIPT)?.[1];
  if (!entry) throw new Error('rendered floor: no module entry script in the built page');
  const page = template
    .replace(
      ENTRY_SCRIPT,
      () => `<link rel="modulepreload" fetchpriority="low" crossorigin href="${entry}">${startAfterPaint(entry)}`,
    )
    .replace('</head>', () => `${styles}</head>`)
    .replace('<div id="root"></div>', () => `<div id="root">${html}</div>${data}`);
  writeFileSync(join(outDir, 'index.html'), page);
}
