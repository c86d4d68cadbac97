/**
 * The sitemap as search engines read it: an index (`/sitemap.xml`) naming parts of at most 50,000 addresses each
 * (the protocol's limit), one series of parts for the jobs and one for the companies, and the site's main pages.
 * Addresses are absolute; a job's lastmod is its posting date.
 */
import { escapeHtml } from '../../../shared/page-template.js';

/** The sitemap protocol's limit of addresses in one file. */
export const MAX_URLS_PER_PART = 50_000;
export const SITEMAP_INDEX_FILE = 'sitemap.xml';

export interface SitemapEntry {
  path: string;
  /** ISO 8601. */
  lastModified?: string;
}

export interface SitemapFile {
  name: string;
  body: string;
}

const XML_HEAD = '<?xml version="1.0" encoding="UTF-8"?>\n';
const NAMESPACE = 'http://www.sitemaps.org/schemas/sitemap/0.9';

function urlSet(entries: SitemapEntry[], siteUrl: string): string {
  const urls = entries.map((entry) => {
    const lastmod = entry.lastModified ? `<lastmod>${entry.lastModified.slice(0, 10)}</lastmod>` : '';
    return `<url><loc>${escapeHtml(new URL(entry.path, siteUrl).href)}</loc>${lastmod}</url>`;
  });
  return `${XML_HEAD}<urlset xmlns="${NAMESPACE}">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The parts of one series (`sitemap-jobs-1.xml`, …); at least one, so the index always names each series. */
function parts(series: string, entries: SitemapEntry[], siteUrl: string, perPart: number): SitemapFile[] {
  const files: SitemapFile[] = [];
  for (let start = 0; start === 0 || start < entries.length; start += perPart) {
    const name = `sitemap-${series}-${files.length + 1}.xml`;
    files.push({ name, body: urlSet(entries.slice(start, start + perPart), siteUrl) });
  }
  return files;
}

export interface SitemapInput {
  siteUrl: string;
  pages: SitemapEntry[];
  jobs: SitemapEntry[];
  companies: SitemapEntry[];
  /** Addresses per part; the protocol's 50,000 unless a test asks for fewer. */
  perPart?: number;
}

/** Every file of the sitemap, the parts first and the index last: written in this order, no index names a part not yet there. */
export function buildSitemap({
  siteUrl,
  pages,
  jobs,
  companies,
  perPart = MAX_URLS_PER_PART,
}: SitemapInput): SitemapFile[] {
  const files = [
    ...parts('pages', pages, siteUrl, perPart),
    ...parts('jobs', jobs, siteUrl, perPart),
    ...parts('companies', companies, siteUrl, perPart),
  ];
  const now = new Date().toISOString();
  const index = files.map((file) => {
    return `<sitemap><loc>${escapeHtml(new URL(`/${file.name}`, siteUrl).href)}</loc><lastmod>${now}</lastmod></sitemap>`;
  });
  const body = `${XML_HEAD}<sitemapindex xmlns="${NAMESPACE}">\n${index.join('\n')}\n</sitemapindex>\n`;
  return [...files, { name: SITEMAP_INDEX_FILE, body }];
}

/** robots.txt: everything may be crawled but the signed-in screens and the API; the sitemap's absolute address. */
export function robotsTxt(siteUrl: string): string {
  const hidden = [
    '/api/',
    '/profile',
    '/applications',
    '/application/',
    '/dashboard',
    '/post-job',
    '/edit-job/',
    '/saved-jobs',
  ];
  return [
    'User-agent: *',
    'Allow: /',
    ...hidden.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${new URL(`/${SITEMAP_INDEX_FILE}`, siteUrl).href}`,
    '',
  ].join('\n');
}
