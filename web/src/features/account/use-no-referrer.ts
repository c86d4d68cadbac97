/**
 * `<meta name="referrer" content="no-referrer">` while a page that carries a secret in its URL (the reset token)
 * is shown: no request it makes (its API calls, a link followed) carries that URL in a Referer header, so the
 * token ends up in no log. A single-page app cannot get per-page response headers from the server, so the page
 * sets the policy itself.
 */

import { siteSecurityHeaders } from '@shared/site-headers.js';
import { useEffect } from 'react';

export function useNoReferrer(active: boolean) {
  useEffect(() => {
    if (!active) return;
    const meta = document.createElement('meta');
    meta.name = 'referrer';
    meta.content = 'no-referrer';
    document.head.prepend(meta);
    // A removed meta leaves its policy in force: hand back the site's own policy (shared/site-headers.ts) first.
    return () => {
      meta.content = siteSecurityHeaders['Referrer-Policy'] ?? 'strict-origin-when-cross-origin';
      meta.remove();
    };
  }, [active]);
}
