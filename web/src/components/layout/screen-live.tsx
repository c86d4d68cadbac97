/**
 * A page rendered on request comes with its root `inert` (shared/page-template.ts, `inertUntilLive`): React adopts
 * the screen's part of it after the frame, at its lowest priority, and a click on the page before then was lost (on
 * a wide screen it could land beside its button). This sits inside the screen's Suspense boundary, so its effect runs
 * once that part is React's, and the page then takes clicks, focus and the keyboard.
 */
import { useEffect } from 'react';

export function ScreenLive() {
  useEffect(() => {
    document.getElementById('root')?.removeAttribute('inert');
  }, []);
  return null;
}
