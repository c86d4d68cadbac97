/**
 * Part of the site's inline head script (shared/theme-script.ts): a page rendered on request that React adopts (the
 * jobs list, a job page, a company page) is marked `data-clicks-held` on its root until its screen is React's. A
 * click or a form submission on it before then is held here (the browser's own action stopped, React never sees it)
 * and the last one is kept on the root, where web/src/components/layout/screen-live.tsx replays it once the screen
 * is React's. Without this, the first tap on Filters or on a filter before the app had taken the page over did
 * nothing.
 *
 * A listener on `window` in the capture phase runs before React's, which sit on the root. Typing goes through (the
 * box shows it), and the script notes the last value of each box typed into (`heldTyping`): React's state never saw
 * it, and a Search replayed without it would search for what the box held before. A click with Ctrl, Cmd or Shift
 * is not held: the browser opens a link in a new tab or window by itself, which a replay would turn into a plain click.
 * Nor is a click on a link that leaves the page by itself (a new tab: share links, a company's website; a mail link):
 * it needs nothing of React, and a replay seconds later could meet the browser's pop-up blocker.
 *
 * A root marked `data-clicks-held="controls"` (the home page) holds only the clicks that need the app: its links and
 * its search form (which has an `action`) work by themselves, as plain HTML, and the browser follows them at once;
 * a tap on the theme switch or the menu button is held and replayed. Without it such a tap in a slow phone's first
 * second did nothing.
 */
export const HELD_CLICKS_SCRIPT = `(()=>{const held=e=>{const r=document.getElementById('root');return r&&r.hasAttribute('data-clicks-held')&&e.target instanceof Element&&r.contains(e.target)?r:null};const plain=(e,r)=>r.getAttribute('data-clicks-held')==='controls'&&(e.type==='submit'?e.target.hasAttribute('action'):!!e.target.closest('a[href],form[action] [type=submit]'));const h=e=>{const r=held(e);if(!r||e.ctrlKey||e.metaKey||e.shiftKey||e.target.closest('a[target="_blank"],a[href^="mailto:"]')||plain(e,r))return;e.preventDefault();e.stopImmediatePropagation();r.heldAction={type:e.type,target:e.target}};addEventListener('click',h,true);addEventListener('submit',h,true);addEventListener('input',e=>{const r=held(e);if(r&&'value'in e.target)(r.heldTyping||=new Map).set(e.target,e.target.value)},true)})()`;

/** The root's mark while clicks are held (shared/page-template.ts sets it, screen-live.tsx removes it). */
export const CLICKS_HELD_ATTRIBUTE = 'data-clicks-held';

/** The mark's value on a page whose links and forms work without the app: only the other clicks are held. */
export const CONTROLS_HELD = 'controls';

/** What the script keeps on the root: the last click's target, or the form a submission was for. */
export interface HeldAction {
  type: 'click' | 'submit';
  target: Element;
}

/** The script's root while clicks are held: the held action, and each box typed into with its last value. */
export interface HeldRoot extends HTMLElement {
  heldAction?: HeldAction;
  heldTyping?: Map<HTMLInputElement | HTMLTextAreaElement, string>;
}
