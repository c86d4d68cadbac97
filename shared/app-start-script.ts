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
 *
 * If the app cannot start (its entry or the landing screen's code did not come on a bad connection: the entry's
 * import fails here, main.tsx sends `APP_START_FAILED_EVENT` for the screen's code), the page stays as the server
 * sent it, which is whole to read: the clicks held for the app (held-clicks-script.ts) are let go, so its links and
 * forms work as plain HTML, a link or submit button tapped meanwhile is followed, and a notice at the foot of the
 * screen says the page did not load completely, with a button that loads it again (the page gets room below for
 * it, so that nothing stays hidden under it). Without this the page looked ready while no link on it answered.
 * A loading spinner the page came with (the shell's, where a screen's content would go) is taken away: nothing is
 * loading any more.
 */
import { CLICKS_HELD_ATTRIBUTE } from './held-clicks-script.js';
import { labels } from './texts/labels.js';

/** The mark of the entry's preload link (the page template writes it, the script below looks for it). */
export const APP_START_ATTRIBUTE = 'data-app-start';

/** Sent on `window` by the app when the landing screen's code did not come and the page is left as it is. */
export const APP_START_FAILED_EVENT = 'app-start-failed';

/** The notice's id (one notice, however many parts failed). */
const APP_FAILED_NOTICE_ID = 'app-failed';

// A snackbar's look, readable on the light and the dark theme alike; the page's own focus ring marks the button.
const NOTICE_STYLE =
  'position:fixed;left:16px;right:16px;bottom:16px;z-index:1500;max-width:600px;margin:0 auto;display:flex;flex-wrap:wrap;align-items:center;justify-content:space-between;gap:8px 16px;padding:12px 16px;border-radius:10px;background:#323232;color:#fff;box-shadow:0 6px 10px rgba(0,0,0,.3)';
const BUTTON_STYLE =
  'font:inherit;font-weight:600;color:#90caf9;background:none;border:0;padding:6px 8px;border-radius:10px;cursor:pointer';

const FAILED = `const failed=()=>{if(document.getElementById('${APP_FAILED_NOTICE_ID}'))return;for(const p of document.querySelectorAll('[role=progressbar]'))(p.closest('[role=status]')||p).remove();const r=document.getElementById('root');if(r&&r.hasAttribute('${CLICKS_HELD_ATTRIBUTE}')){const a=r.heldAction;r.removeAttribute('${CLICKS_HELD_ATTRIBUTE}');delete r.heldAction;if(a)a.type==='submit'?a.target.requestSubmit():a.target.closest('a[href],[type=submit]')?.click()}const d=document.createElement('div'),b=document.createElement('button');d.id='${APP_FAILED_NOTICE_ID}';d.setAttribute('role','alert');d.style.cssText='${NOTICE_STYLE}';d.textContent=${JSON.stringify(labels.loadFailed)};b.type='button';b.textContent=${JSON.stringify(labels.tryAgain)};b.style.cssText='${BUTTON_STYLE}';b.onclick=()=>location.reload();d.append(b);document.body.append(d);document.body.style.paddingBottom=d.offsetHeight+32+'px'};addEventListener('${APP_START_FAILED_EVENT}',failed);`;

export const APP_START_SCRIPT = `(()=>{${FAILED}const go=()=>{for(const l of document.querySelectorAll('link[${APP_START_ATTRIBUTE}]'))import(l.href).catch(failed)};addEventListener('DOMContentLoaded',()=>{if(document.visibilityState==='hidden')go();else requestAnimationFrame(()=>setTimeout(go))})})()`;
