/**
 * A page rendered on request comes with its clicks held (shared/page-template.ts, `holdClicksUntilLive`; the
 * prerendered home page, the shell and the not-found page only those their links and forms do not answer by
 * themselves): React adopts the screen's part of it after the frame, at its lowest priority, and a click on the page
 * before then was lost (on a wide screen it could land beside its button). This sits inside the screen's Suspense
 * boundary, so its effect runs once that part is React's: it lets clicks through from then on and replays the last
 * one held (shared/held-clicks-script.ts) on the element it was meant for (React adopts it), or on its like when
 * React drew that part anew.
 */
import { CLICKS_HELD_ATTRIBUTE, type HeldAction, type HeldRoot } from '@shared/held-clicks-script.js';
import { useEffect } from 'react';

/** The mark's value once the release is under way: clicks are still held, and the release is not started twice. */
const RELEASING = 'releasing';

export function ScreenLive() {
  useEffect(() => {
    const root = document.getElementById('root') as HeldRoot | null;
    if (!root?.hasAttribute(CLICKS_HELD_ATTRIBUTE) || root.getAttribute(CLICKS_HELD_ATTRIBUTE) === RELEASING) return;
    root.setAttribute(CLICKS_HELD_ATTRIBUTE, RELEASING);
    // In a task of its own, once every effect of this commit has run: the screen's hooks (SWR's list among them)
    // finish taking over in their own effects, after this one, and a "Load more" replayed before then was dropped.
    // Clicks stay held until what was typed is React's: a Search pressed in between would search for an empty box.
    // The typing first, then the last click held, in a task after it, once React has rendered what was typed.
    setTimeout(() => {
      for (const [box, value] of root.heldTyping ?? []) replayTyping(box, value);
      root.removeAttribute(CLICKS_HELD_ATTRIBUTE);
      const held = root.heldAction;
      delete root.heldAction;
      delete root.heldTyping;
      if (held) setTimeout(() => replay(held));
    });
  }, []);
  return null;
}

/**
 * Tells React what was typed into a box before it took the page over. React notes the value it last saw in the box's
 * own `value` setter and fires onChange on an input event only when the box holds another: so the box is first set
 * through that setter to something else, then to the typed words through the element's plain setter, behind it.
 */
function replayTyping(box: HTMLInputElement | HTMLTextAreaElement, value: string) {
  if (!box.isConnected) return;
  const plainSetter = Object.getOwnPropertyDescriptor(Object.getPrototypeOf(box), 'value')?.set;
  box.value = value === '' ? ' ' : '';
  plainSetter?.call(box, value);
  box.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * The element to replay on: the held one, or, when React drew that part anew instead of adopting it (a list whose
 * data came again meanwhile; the shell, which the app renders over), the link now in the page to the same address,
 * the control marked the same (`data-control`: the theme switch, whose name changes with the stored theme) or the
 * button of the same name (the menu button).
 */
function liveTarget(target: Element): Element | null {
  if (target.isConnected) return target;
  const href = target.closest('a[href]')?.getAttribute('href');
  if (href) return document.querySelector(`#root a[href="${CSS.escape(href)}"]`);
  const control = target.closest('[data-control]')?.getAttribute('data-control');
  if (control) return document.querySelector(`#root [data-control="${CSS.escape(control)}"]`);
  const name = target.closest('button[aria-label]')?.getAttribute('aria-label');
  return name ? document.querySelector(`#root button[aria-label="${CSS.escape(name)}"]`) : null;
}

function replay({ type, target: held }: HeldAction) {
  const target = liveTarget(held);
  if (!target) return;
  if (type === 'submit' && target instanceof HTMLFormElement) target.requestSubmit();
  // dispatchEvent, not click(): the target may be an icon's SVG, which has no click(). A link or label in its path
  // still does what it does on a click.
  else target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true }));
}
