/**
 * Runs `work` once the browser is idle (after the tasks of a page's start), or after a second at the latest;
 * a plain timeout in a browser without `requestIdleCallback`. Returns a function that cancels it.
 */
export function whenIdle(work: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(work, { timeout: 1000 });
    return () => window.cancelIdleCallback(handle);
  }
  const handle = window.setTimeout(work, 0);
  return () => window.clearTimeout(handle);
}
