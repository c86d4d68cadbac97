/**
 * Where a page is shared: each network's share address for a title and a URL. The job page's share buttons and the
 * footer's (which shares the board itself) both read it.
 */
export type ShareNetwork = 'LinkedIn' | 'X' | 'Facebook' | 'Email';

export function shareLinks(title: string, url: string): { network: ShareNetwork; href: string }[] {
  const u = encodeURIComponent(url);
  const t = encodeURIComponent(title);
  return [
    { network: 'LinkedIn', href: `https://www.linkedin.com/sharing/share-offsite/?url=${u}` },
    { network: 'X', href: `https://x.com/intent/post?text=${t}&url=${u}` },
    { network: 'Facebook', href: `https://www.facebook.com/sharer/sharer.php?u=${u}` },
    { network: 'Email', href: `mailto:?subject=${t}&body=${u}` },
  ];
}
