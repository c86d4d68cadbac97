/** The sitemap files: an index naming every part, parts of at most the limit, absolute and escaped addresses. */
import { buildSitemap, MAX_URLS_PER_PART, robotsTxt, SITEMAP_INDEX_FILE } from './sitemap.js';

const siteUrl = 'https://jobs.example.org';
const jobs = Array.from({ length: 5 }, (_, i) => ({
  path: `/job/${i + 1}`,
  lastModified: `2026-11-0${i + 1}T10:00:00Z`,
}));

describe('buildSitemap', () => {
  it('splits each series into parts of at most the limit, and writes the index last, naming each part', () => {
    const files = buildSitemap({
      siteUrl,
      pages: [{ path: '/' }],
      jobs,
      companies: [{ path: '/companies/3' }],
      perPart: 2,
    });
    expect(files.map((file) => file.name)).toEqual([
      'sitemap-pages-1.xml',
      'sitemap-jobs-1.xml',
      'sitemap-jobs-2.xml',
      'sitemap-jobs-3.xml',
      'sitemap-companies-1.xml',
      SITEMAP_INDEX_FILE,
    ]);
    const index = files.at(-1)?.body ?? '';
    for (const file of files.slice(0, -1)) expect(index).toContain(`<loc>${siteUrl}/${file.name}</loc>`);
    const third = files.find((file) => file.name === 'sitemap-jobs-3.xml')?.body ?? '';
    expect(third).toContain('<url><loc>https://jobs.example.org/job/5</loc><lastmod>2026-11-05</lastmod></url>');
    expect(third.match(/<url>/g)).toHaveLength(1);
  });

  it("keeps the protocol's limit of 50,000 addresses a part", () => {
    expect(MAX_URLS_PER_PART).toBe(50_000);
    const many = Array.from({ length: 50_001 }, (_, i) => ({ path: `/job/${i}` }));
    const files = buildSitemap({ siteUrl, pages: [], jobs: many, companies: [] });
    expect(
      files.filter((file) => file.name.startsWith('sitemap-jobs-')).map((file) => file.body.match(/<url>/g)?.length),
    ).toEqual([50_000, 1]);
  });

  it('escapes what XML would read as markup', () => {
    const [pages] = buildSitemap({ siteUrl, pages: [{ path: '/jobs?a=1&b=2' }], jobs: [], companies: [] });
    expect(pages?.body).toContain('<loc>https://jobs.example.org/jobs?a=1&#38;b=2</loc>');
  });
});

describe('robotsTxt', () => {
  it("names the sitemap's absolute address and keeps crawlers out of the API and the signed-in screens", () => {
    const robots = robotsTxt(siteUrl);
    expect(robots).toContain('Sitemap: https://jobs.example.org/sitemap.xml');
    expect(robots).toContain('Disallow: /api/');
    expect(robots).toContain('Disallow: /dashboard');
    expect(robots).not.toMatch(/Disallow: \/job\//);
  });
});
