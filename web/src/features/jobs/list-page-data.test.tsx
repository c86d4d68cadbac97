import { TOTAL_COUNT_HEADER } from '@shared/constants.js';
import { screen } from '@testing-library/react';
import { json, mockApi } from '@/testing/api-mock.js';
import { aCategory, jobSummaries } from '@/testing/fixtures.js';
import { renderApp } from '@/testing/render.js';
import { jobListRequest } from './list-page-data.js';

describe('jobListRequest: what a jobs-list page rendered on request asks for and carries', () => {
  it('reads the filters as the screen does: known ones, trimmed, no page cursor, no default sort', () => {
    const request = jobListRequest('jobType=contract&search=%20nurse%20&cursor=abc&utm_source=x&sort=relevant');
    expect(request.query).toEqual({ jobType: 'contract', search: 'nurse' });
    expect(request.firstPageKey).toBe('/api/jobs?search=nurse&jobType=contract');
    expect(request.key).toBe(`$inf$${request.firstPageKey}`);
  });

  it('carries the list under the key the screen reads it by: the jobs show at once, with no request for them', async () => {
    const jobs = jobSummaries(3);
    const api = mockApi({
      'GET /api/jobs': () => json([], { headers: { [TOTAL_COUNT_HEADER]: '0' } }),
      'GET /api/categories': [aCategory()],
    });
    const { key, firstPageKey } = jobListRequest('jobType=contract');
    const page = { jobs, nextCursor: null, total: 3, capped: false };
    renderApp('/jobs?jobType=contract', { pageData: { [key]: [page], [firstPageKey]: page } });
    // The screen's code loads first (a lazy screen); its first render then has the jobs.
    expect(await screen.findByRole('heading', { name: 'Job number 3' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '3 jobs' })).toBeInTheDocument();
    expect(api.to('/api/jobs')).toEqual([]);
  });
});
