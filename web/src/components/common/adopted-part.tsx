/**
 * A part of a page rendered on the server that React adopts on its own: each Suspense boundary of the server HTML is
 * hydrated in a pass and commit of its own, in order, so a phone runs a few short tasks instead of one long one for
 * the whole screen (its effects, emotion's style insertions and the layout they cause), and a tap hydrates only the
 * part it lands in. Nothing inside suspends in the browser, so the fallback is never seen. In HTML it is two
 * comments (`<!--$-->`, `<!--/$-->`), no element: it may sit between a list's items.
 */
import { type ReactNode, Suspense } from 'react';

export function AdoptedPart({ children }: { children: ReactNode }) {
  return <Suspense fallback={null}>{children}</Suspense>;
}
