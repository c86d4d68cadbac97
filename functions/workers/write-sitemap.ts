/**
 * Writes the sitemap (index and parts) and robots.txt into the site: run by a schedule deployed
 * (infra/constructs/sitemap-writer.ts) and by a timer locally (scripts/local/sitemap-timer.ts). Each run reads the
 * active jobs and the companies with open jobs afresh and rewrites every file, parts before the index, so a crawler
 * never finds an index naming a part not yet written.
 */
import { config } from '../lib/config.js';
import { logger } from '../lib/logger.js';
import { writeSiteFile } from '../lib/pages/site-files.js';
import { buildSitemap, robotsTxt } from '../lib/pages/sitemap.js';
import { activeJobEntries, companyEntries } from '../lib/pages/sitemap-entries.js';

/** The main pages of the site, listed beside the jobs and companies. */
const MAIN_PAGES = ['/', '/jobs', '/companies', '/resources', '/about', '/contact', '/pricing', '/blog'];

export async function handler(): Promise<{ jobs: number; companies: number; files: number }> {
  const { siteUrl } = config();
  const [jobs, companies] = await Promise.all([activeJobEntries(), companyEntries()]);
  const files = buildSitemap({ siteUrl, pages: MAIN_PAGES.map((path) => ({ path })), jobs, companies });
  for (const file of files) await writeSiteFile(file.name, file.body, 'application/xml; charset=utf-8');
  await writeSiteFile('robots.txt', robotsTxt(siteUrl), 'text/plain; charset=utf-8');
  logger.info('Sitemap written', { jobs: jobs.length, companies: companies.length, files: files.length });
  return { jobs: jobs.length, companies: companies.length, files: files.length };
}
