/**
 * Asks before unsaved edits are lost: closing or reloading the tab (the browser's own prompt) and following a link
 * of the page (a confirm). The site uses <BrowserRouter>, where react-router's useBlocker is not available (it needs
 * a data router), so the browser's Back button is not asked about.
 */
import { useEffect } from 'react';

export function useLeaveGuard(dirty: boolean, question: string) {
  useEffect(() => {
    if (!dirty) return;
    const beforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = ''; // older browsers show their prompt only with a value set
    };
    // Capture on the document runs before React's own listener on the root, so a refused click never reaches the
    // link's router navigation.
    const click = (event: MouseEvent) => {
      if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
      const link = event.target instanceof Element ? event.target.closest('a[href]') : null;
      // A link within the page (the skip link, `#main`) or to a new tab leaves nothing behind.
      if (!link || link.getAttribute('target') === '_blank' || link.getAttribute('href')?.startsWith('#')) return;
      if (window.confirm(question)) return;
      event.preventDefault();
      event.stopPropagation();
    };
    window.addEventListener('beforeunload', beforeUnload);
    document.addEventListener('click', click, true);
    return () => {
      window.removeEventListener('beforeunload', beforeUnload);
      document.removeEventListener('click', click, true);
    };
  }, [dirty, question]);
}
