/**
 * The site's files in S3 (the deployed branch: SITE_BUCKET), against the tests' local S3: what the sitemap worker
 * writes is what a job page reads, with its type and cache time; a file the site lacks fails the read, and the
 * failed read is not kept.
 */
import { headObject } from '../files/s3-objects.js';
import { readSiteFile, writeSiteFile } from './site-files.js';

describe('the site files in the site bucket', () => {
  beforeEach(() => {
    // Any bucket of the tests' S3 will do: the logo bucket stands in for the site's.
    vi.stubEnv('SITE_BUCKET', process.env.LOGO_BUCKET as string);
  });
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('reads back what was written, served as written and fetched afresh by each visitor', async () => {
    const name = `robots-${Date.now()}.txt`;
    await writeSiteFile(name, 'User-agent: *\nAllow: /\n', 'text/plain; charset=utf-8');
    expect(await readSiteFile(name)).toBe('User-agent: *\nAllow: /\n');
    expect(await headObject(process.env.LOGO_BUCKET as string, name)).toEqual({
      size: 23,
      contentType: 'text/plain; charset=utf-8',
      cacheControl: 'no-cache',
    });
  });

  it('fails the read of a file the site lacks, and tries again next time', async () => {
    const name = `missing-${Date.now()}.html`;
    await expect(readSiteFile(name)).rejects.toThrow(`The site has no file ${name}`);
    await writeSiteFile(name, '<p>now here</p>', 'text/html');
    expect(await readSiteFile(name)).toBe('<p>now here</p>');
  });
});
