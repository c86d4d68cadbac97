/**
 * A rendered screen put into the site's built page (Vite's index.html with the asset tags and an empty root). The
 * build writes the prerendered pages with it (web/build/prerender-plugin.ts) and the page function the job pages
 * and the jobs list (functions/pages/job-page.ts), so both carry the same head, scripts and markers.
 */

import { APP_START_ATTRIBUTE } from './app-start-script.js';
import { CLICKS_HELD_ATTRIBUTE, CONTROLS_HELD } from './held-clicks-script.js';

export interface RenderedPage {
  /** What goes inside <div id="root">. */
  html: string;
  /** <style data-emotion> tags for <head>; the app's emotion cache adopts them instead of adding them again. */
  styles: string;
}

export interface FillOptions {
  /** The path whose page this is, which the app then adopts (web/src/app/main.tsx) instead of replacing. */
  hydrates?: string;
  /**
   * A page the app renders over (jobs.html) is inert until then: a search typed into it would otherwise submit the
   * bare HTML form or be dropped when the live page takes its place. The app's first commit replaces the wrapper.
   * The shell is not: its navigation links work as plain links while the app loads.
   */
  inert?: boolean;
  /**
   * A page React adopts with its data (a jobs list, a job page, a company page): clicks on it are held until the
   * screen's part is React's and the last one is then replayed (shared/held-clicks-script.ts,
   * web/src/components/layout/screen-live.tsx), so a click never lands on a part that cannot answer it yet, and is not
   * lost either. `'controls'`: only the clicks that need the app are held; links and forms with an `action` work
   * by themselves meanwhile (the home page, and the shell and not-found page the app renders over).
   */
  holdClicksUntilLive?: boolean | typeof CONTROLS_HELD;
  /** Replaces the template's <title> and description; `head` is added to <head> as it is (already escaped). */
  title?: string;
  description?: string;
  head?: string;
}

const EMPTY_ROOT = '<div id="root"></div>';
/** Vite's tag for the app's entry (and any module script the bundler puts before it), with the address it loads. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/g;

/** Text for an HTML attribute or element. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

export function fillPage(template: string, page: RenderedPage, options: FillOptions = {}): string {
  if (!template.includes(EMPTY_ROOT)) throw new Error('page template: no empty root');
  if (!template.match(ENTRY_SCRIPT)) throw new Error('page template: no module entry script');
  const { hydrates, inert, holdClicksUntilLive, title, description, head = '' } = options;
  const held = holdClicksUntilLive
    ? ` ${CLICKS_HELD_ATTRIBUTE}="${holdClicksUntilLive === CONTROLS_HELD ? CONTROLS_HELD : ''}"`
    : '';
  const adopted = hydrates ? ` data-prerendered="${escapeHtml(hydrates)}"` : '';
  const root = `<div id="root"${adopted}${held}>`;
  const content = inert ? `<div inert style="display:contents">${page.html}</div>` : page.html;
  // data-s: emotion's mark for server styles already in <head>; without it the app's emotion cache moves every one
  // of them to the end of <head> on start, and the browser recomputes the whole page's styles.
  const styles = page.styles.replaceAll('<style data-emotion=', '<style data-s="" data-emotion=');
  let filled = template;
  // Functions as replacements: a `$` in a job's title must stay a `$`.
  if (title !== undefined)
    filled = filled.replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(title)}</title>`);
  if (description !== undefined) {
    filled = filled.replace(/<meta name="description" content="[^"]*"/, () => {
      return `<meta name="description" content="${escapeHtml(description)}"`;
    });
  }
  // The page paints from this HTML alone, so the app's scripts are not render-critical: a low fetch priority says so
  // to the browser (and to Lighthouse, which otherwise counts their download as holding off the first paint). And the
  // entry is fetched by a preload link, not a module script, so that it runs only once the page is painted
  // (shared/app-start-script.ts says why). Every module script, not only the first: the bundler may put a file of its
  // own before the entry, and the start script imports each.
  return filled
    .replace(ENTRY_SCRIPT, (_tag, src: string) => {
      return `<link rel="modulepreload" fetchpriority="low" crossorigin href="${src}" ${APP_START_ATTRIBUTE}>`;
    })
    .replace('</head>', () => `${head}${styles}</head>`)
    .replace(EMPTY_ROOT, () => `${root}${content}</div>`);
}
