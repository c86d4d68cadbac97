/**
 * Build step of the site: the pages of shared/prerendered-pages.ts are rendered into their own files (the home
 * page into index.html, the jobs list into jobs.html), a shell (navigation bar and a loading spinner) into
 * shell.html, which the servers send for every other screen, and the not-found page into 404.html, which they send
 * with status 404 for a path the site does not have (shared/site-routing.ts). The bare page (Vite's index.html)
 * is kept as page-template.html: the job pages and the jobs list are rendered into it when asked for
 * (functions/pages/job-page.ts), and jobs.html is the list's fallback. A visitor sees the page, not a blank screen,
 * while the JavaScript loads; React then adopts the home page as it is (hydration) or renders the screen over the
 * page or frame. The screens are rendered by web/src/app/prerender.tsx, loaded through a Vite server in SSR mode so
 * they run in Node exactly as the site's code is written.
 */
import { createServer, type Plugin } from 'vite';
import { CONTROLS_HELD } from '../../shared/held-clicks-script.js';
import { fillPage as fill, type RenderedPage } from '../../shared/page-template.js';
import { NOT_FOUND_FILE, PAGE_TEMPLATE_FILE, prerenderedPages, SHELL_FILE } from '../../shared/prerendered-pages.js';
import { sourceAliases } from './source-aliases.js';

/** Where the shell is rendered: a path no screen has, so the page area shows the loading spinner. */
const SHELL_PATH = '/__shell__';
/** Where the not-found page is rendered: a path no screen has, once the not-found screen's code is loaded. */
const NOT_FOUND_PATH = '/__not_found__';

export function prerenderPlugin(): Plugin {
  let root = '';
  return {
    name: 'prerender-pages',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    // After Vite's own html plugin has written index.html into the bundle.
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        const index = bundle['index.html'];
        if (index?.type !== 'asset') throw new Error('prerender: the build has no index.html');
        const template = String(index.source);
        const server = await createServer({
          root,
          configFile: false,
          resolve: { alias: sourceAliases },
          logLevel: 'error',
          appType: 'custom',
          server: { middlewareMode: true, hmr: false, ws: false },
        });
        try {
          const { prerender, renderFrame } = (await server.ssrLoadModule('/src/app/prerender.tsx')) as {
            prerender: (url: string) => Promise<RenderedPage>;
            renderFrame: (url: string) => RenderedPage;
          };
          for (const page of prerenderedPages) {
            const rendered = await prerender(page.path);
            // An adopted page's links and forms work as plain HTML until it is live; a tap on another control is held.
            const adopted = { hydrates: page.path, holdClicksUntilLive: CONTROLS_HELD } as const;
            const source = fill(template, rendered, page.adopted ? adopted : { inert: true });
            if (page.file === 'index.html') index.source = source;
            else this.emitFile({ type: 'asset', fileName: page.file, source });
          }
          // The app renders over these: their links work as plain links while it loads, and a tap on the theme switch
          // or the menu button is held and replayed on the control of the same name once the screen is live.
          const rendered = { holdClicksUntilLive: CONTROLS_HELD } as const;
          this.emitFile({
            type: 'asset',
            fileName: SHELL_FILE,
            source: fill(template, renderFrame(SHELL_PATH), rendered),
          });
          const notFound = await prerender(NOT_FOUND_PATH);
          this.emitFile({ type: 'asset', fileName: NOT_FOUND_FILE, source: fill(template, notFound, rendered) });
          this.emitFile({ type: 'asset', fileName: PAGE_TEMPLATE_FILE, source: template });
        } finally {
          await server.close();
        }
      },
    },
  };
}
