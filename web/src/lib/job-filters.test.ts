import { jobQuerySchema } from '@shared/schemas/job-query.js';
import { FILTER_KEYS, filtersFromParams, jobsApiUrl, jobsPagePath, sortOf } from './job-filters.js';

describe('job filters', () => {
  it("are the API's query parameters less the page's own (cursor, limit): the jobs list's cache key at the edge", () => {
    // infra/constructs/job-pages.ts keeps exactly these in the list page's cache key: a filter missing there would
    // give every value of it the same cached page.
    const entries = (jobQuerySchema.pipe[0] as { entries: object }).entries;
    const listed = Object.keys(entries).filter((key) => key !== 'cursor' && key !== 'limit');
    expect([...FILTER_KEYS].sort()).toEqual(listed.sort());
  });

  it('sorts by relevance when there are search words, by newest otherwise', () => {
    expect(sortOf({ search: 'react' })).toBe('relevant');
    expect(sortOf({ search: '  ' })).toBe('newest');
    expect(sortOf({ location: 'Berlin' })).toBe('newest');
    expect(sortOf({ search: 'react', sort: 'newest' })).toBe('newest');
    expect(sortOf({ sort: 'sideways' })).toBe('newest');
  });

  it('writes a sort into the URL only when it is not the default for the words', () => {
    expect(jobsPagePath({ search: 'react', sort: 'relevant' })).toBe('/jobs?search=react');
    expect(jobsPagePath({ search: 'react', sort: 'newest' })).toBe('/jobs?search=react&sort=newest');
    expect(jobsPagePath({ sort: 'newest' })).toBe('/jobs');
    expect(jobsPagePath({ sort: 'relevant' })).toBe('/jobs?sort=relevant');
  });

  it('reads and sends the work arrangement like every other filter', () => {
    const filters = filtersFromParams(new URLSearchParams('workArrangement=remote&foo=bar'));
    expect(filters).toEqual({ workArrangement: 'remote' });
    expect(jobsApiUrl(filters, { limit: 6 })).toBe('/api/jobs?workArrangement=remote&limit=6');
  });
});
