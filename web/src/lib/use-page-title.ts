/** Names the browser tab after the screen, so history, tabs and screen readers tell pages apart. */

import { labels } from '@shared/texts.js';
import { useEffect } from 'react';

export function usePageTitle(title: string | undefined) {
  useEffect(() => {
    document.title = title ? `${title} | ${labels.brand}` : labels.brand;
  }, [title]);
}
