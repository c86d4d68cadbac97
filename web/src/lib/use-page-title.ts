/** Names the browser tab after the screen, so history, tabs and screen readers tell pages apart. */
import { useEffect } from 'react';
import { labels } from '../../../shared/texts.js';

export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${labels.brand}` : labels.brand;
  }, [title]);
}
