/**
 * A page rendered on request comes with its clicks held (shared/page-template.ts, `holdClicksUntilLive`): React adopts
 * the screen's part of it after the frame, at its lowest priority, and a click on the page before then was lost (on
 * a wide screen it could land beside its button). This sits inside the screen's Suspense boundary, so its effect runs
 * once that part is React's: it lets clicks through from then on and replays the last one held
 * (shared/held-clicks-script.ts), on the very element it was meant for, which React adopted rather than replaced.
 */
import { CLICKS_HELD_ATTRIBUTE, type HeldAction } from '@shared/held-clicks-script.js';
import { useEffect } from 'react';

export function ScreenLive() {
  useEffect(() => {
    const root = document.getElementById('root') as (HTMLElement & { heldAction?: HeldAction }) | null;
    if (!root?.hasAttribute(CLICKS_HELD_ATTRIBUTE)) return;
    root.removeAttribute(CLICKS_HELD_ATTRIBUTE);
    const held = root.heldAction;
    delete root.heldAction;
    if (!held) return;
    // In a task of its own, once every effect of this commit has run: the screen's hooks (SWR's list among them)
    // finish taking over in their own effects, after this one, and a "Load more" replayed before then was dropped.
    setTimeout(() => replay(held));
  }, []);
  return null;
}

function replay({ type, target }: HeldAction) {
  if (!target.isConnected) return;
  if (type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
  // dispatchEvent, not click(): the target may be an icon's SVG, which has no click(). A link or label in its path
  // still does what it does on a click.
  else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}
