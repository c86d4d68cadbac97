/**
 * Where a page is shared: each network's share address for a title and a URL, and whether it opens in a new tab
 * (every network's page does; a mail link opens the mail app). The job page's share buttons and the footer's (which
 * shares the board itself) both read it.
 */
export type ShareNetwork = 'LinkedIn' | 'X' | 'Facebook' | 'Email';

export interface ShareLink {
  network: ShareNetwork;
  href: string;
  /** The link's `target`: `_blank` for a network's page, none for the mail link. */
  target: '_blank' | undefined;
}

export function shareLinks(title: string, url: string): ShareLink[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}`, target: '_blank' },
    { network: 'X', href: `https://x.com/intent/post?text=${t}&url=${u}`, target: '_blank' },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}`, target: '_blank' },
    { network: 'Email', href: `mailto:?subject=${t}&body=${u}`, target: undefined },
  ];
}
