/**
 * For a place whose control goes away once its action is done (an application withdrawn or decided: its Withdraw,
 * Approve and Reject go, and the question that asked with them): when `state` changes after the visitor acted there,
 * and the focus went with the control (to the page's body, or to an element no longer in the page), `target` takes
 * it. A screen reader then says where the visitor is, and the next Tab goes on from there, not from the top of the
 * page. Spread the answer on the place (its clicks, the question's among them: React's events pass through portals);
 * a click on `target` itself (View details, which opens a dialog) is not an action of the place.
 */
import { type MouseEvent, type RefObject, useEffect, useRef } from 'react';

export function useFocusAfterAction(state: unknown, target: RefObject<HTMLElement | null>) {
  const acted = useRef(false);
  const seen = useRef(state);
  useEffect(() => {
    if (Object.is(seen.current, state)) return;
    seen.current = state;
    if (!acted.current) return;
    acted.current = false;
    const focused = document.activeElement;
    if (!focused || focused === document.body || !focused.isConnected) target.current?.focus();
  }, [state, target]);
  return {
    onClickCapture: (event: MouseEvent) => {
      if (!(event.target instanceof Node && target.current?.contains(event.target))) acted.current = true;
    },
  };
}
