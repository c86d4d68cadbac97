/**
 * What a page rendered on request carries in <head> for search engines and link previews: the canonical address,
 * Open Graph and Twitter card tags (title, summary, an image when there is one). The job and company pages use it.
 */
import { escapeHtml } from '../../../shared/page-template.js';
import { labels } from '../../../shared/texts.js';
import { summarize } from '../db/jobs/jobs-model.js';

/** A search result shows about 160 characters of the description. */
const DESCRIPTION_LENGTH = 160;

/** The text flattened to one line and cut at a word to fit a search result's summary. */
export function shortDescription(text: string, length = DESCRIPTION_LENGTH): string {
  const flat = summarize(text);
  if (flat.length <= length) return flat;
  const cut = flat.slice(0, length - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), length / 2))}…`;
}

/** The tags, escaped. `image` is a site path or an absolute address. */
export function linkPreviewTags(page: {
  title: string;
  description: string;
  url: string;
  siteUrl: string;
  image?: string;
}): string {
  const meta = (attribute: 'property' | 'name', key: string, value: string) =>
    `<meta ${attribute}="${key}" content="${escapeHtml(value)}">`;
  return [
    `<link rel="canonical" href="${escapeHtml(page.url)}">`,
    meta('property', 'og:type', 'website'),
    meta('property', 'og:site_name', labels.brand),
    meta('property', 'og:title', page.title),
    meta('property', 'og:description', page.description),
    meta('property', 'og:url', page.url),
    ...(page.image ? [meta('property', 'og:image', new URL(page.image, page.siteUrl).href)] : []),
    meta('name', 'twitter:card', 'summary'),
    meta('name', 'twitter:title', page.title),
    meta('name', 'twitter:description', page.description),
  ].join('');
}
