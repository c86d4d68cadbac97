/**
 * The theme part of the site's one inline script (HEAD_SCRIPT): it puts the stored light/dark class on <html> before the first paint, so a
 * dark-mode visitor never sees a light flash (what MUI's InitColorSchemeScript does). Inline, because a script
 * file in <head> blocks the first paint for a whole round trip; the CSP allows exactly this text by its hash
 * (shared/site-headers.ts), so no other inline script can run. Vite puts it into index.html (web/vite.config.ts).
 */
import { APP_START_SCRIPT } from './app-start-script.js';
import { DEFAULT_THEME, THEME_STORAGE_KEY } from './constants.js';
import { HELD_CLICKS_SCRIPT } from './held-clicks-script.js';

// Storage can be blocked (private mode, policies): the page then starts in the default theme.
export const THEME_SCRIPT = `(()=>{let m='${DEFAULT_THEME}';try{m=localStorage.getItem('${THEME_STORAGE_KEY}')||m;if(m==='system')m=matchMedia('(prefers-color-scheme: dark)').matches?'dark':'light'}catch(e){}document.documentElement.classList.add(m==='dark'?'dark':'light')})()`;

/**
 * The one inline script: the theme, then the clicks held until an adopted page is live (held-clicks-script.ts), then
 * the app's start once the page is painted (app-start-script.ts).
 */
export const HEAD_SCRIPT = `${THEME_SCRIPT};${HELD_CLICKS_SCRIPT};${APP_START_SCRIPT}`;
