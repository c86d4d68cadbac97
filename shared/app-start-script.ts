/**
 * Part of the site's inline head script (shared/theme-script.ts): it starts the app once the page's HTML is on the
 * screen. The page template (shared/page-template.ts) fetches the app's entry as a `modulepreload` link marked
 * `data-app-start` instead of a module script, and this script imports it after the first paint that follows the
 * end of parsing.
 *
 * Why: a module script runs as soon as parsing ends, in the same task, before the browser paints what it parsed last.
 * On a slow phone the parser yields partway through a job page's body, the first paint shows its top, and the
 * description (the page's largest text) waited for the bundle's evaluation (345 to 440 ms in Chromium at 12× CPU, the
 * speed of a slow phone on this project's slower machine) before it was painted. A page hidden in a background tab
 * paints nothing: there the app starts at once.
 */

/** The mark of the entry's preload link (the page template writes it, the script below looks for it). */
export const APP_START_ATTRIBUTE = 'data-app-start';

export const APP_START_SCRIPT = `(()=>{const go=()=>{for(const l of document.querySelectorAll('link[${APP_START_ATTRIBUTE}]'))import(l.href)};addEventListener('DOMContentLoaded',()=>{if(document.visibilityState==='hidden')go();else requestAnimationFrame(()=>setTimeout(go))})})()`;
