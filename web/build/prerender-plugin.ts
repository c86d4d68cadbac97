/**
 * Build step of the site: the pages of shared/prerendered-pages.ts are rendered into their own files (the home
 * page into index.html, the jobs list into jobs.html), and a shell (navigation bar and a loading spinner) into
 * shell.html, which the servers send for every other screen (scripts/local/server.ts,
 * infra/constructs/spa-rewrite.ts). A visitor sees the page, not a blank screen, while the JavaScript loads;
 * React then adopts the home page as it is (hydration) or renders the screen over the page or frame. The screens are
 * rendered by web/src/app/prerender.tsx, loaded through a Vite server in SSR mode so they run in Node exactly as
 * the site's code is written.
 */
import { createServer, type Plugin } from 'vite';
import { prerenderedPages, SHELL_FILE } from '../../shared/prerendered-pages.js';
import type { RenderedPage } from '../src/app/prerender.js';
import { sourceAliases } from './source-aliases.js';

/** Where the shell is rendered: a path no screen has, so the page area shows the loading spinner. */
const SHELL_PATH = '/__shell__';

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
            const source = fill(template, rendered, page.adopted ? { hydrates: page.path } : { inert: true });
            if (page.file === 'index.html') index.source = source;
            else this.emitFile({ type: 'asset', fileName: page.file, source });
          }
          this.emitFile({ type: 'asset', fileName: SHELL_FILE, source: fill(template, renderFrame(SHELL_PATH), {}) });
        } finally {
          await server.close();
        }
      },
    },
  };
}

interface FillOptions {
  /** The path whose page this is, which the app then adopts (web/src/app/main.tsx) instead of replacing. */
  hydrates?: string;
  /**
   * A page the app renders over (jobs.html) is inert until then: a search typed into it would otherwise submit the
   * bare HTML form or be dropped when the live page takes its place. The app's first commit replaces the wrapper.
   * The shell is not: its navigation links work as plain links while the app loads.
   */
  inert?: boolean;
}

function fill(template: string, page: RenderedPage, { hydrates, inert }: FillOptions): string {
  if (!template.includes('<div id="root"></div>')) throw new Error('prerender: index.html has no empty root');
  const root = hydrates ? `<div id="root" data-prerendered="${hydrates}">` : '<div id="root">';
  const content = inert ? `<div inert style="display:contents">${page.html}</div>` : page.html;
  // data-s: emotion's mark for server styles already in <head>; without it the app's emotion cache moves every one
  // of them to the end of <head> on start, and the browser recomputes the whole page's styles.
  const styles = page.styles.replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
  // The page paints from this HTML alone, so the app's scripts are not render-critical: a low fetch priority says so
  // to the browser (and to Lighthouse, which otherwise counts their download as holding off the first paint). Every
  // module script, not only the first: the bundler may put a file of its own before the entry.
  const moduleScript = '<script type="module" crossorigin';
  if (!template.includes(moduleScript)) throw new Error('prerender: index.html has no module entry script');
  return template
    .replaceAll(moduleScript, '<script type="module" fetchpriority="low" crossorigin')
    .replace('</head>', `${styles}</head>`)
    .replace('<div id="root"></div>', `${root}${content}</div>`);
}
