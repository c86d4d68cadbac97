import { describe, expect, it, vi } from 'vitest';
import { preloadLandingData } from './preload-landing-data.js';
import type { PageRoute } from './routes.js';

const Page = () => null;

function table() {
  const jobs = vi.fn();
  const job = vi.fn();
  const routes: PageRoute[] = [
    { path: '/', page: Page },
    { path: '/jobs', page: Page, preload: jobs },
    { path: '/job/:id', page: Page, preload: job },
    { path: '*', page: Page },
  ];
  return { routes, jobs, job };
}

describe('preloadLandingData', () => {
  it("starts the landing screen's request with its path parameters", () => {
    const { routes, jobs, job } = table();
    preloadLandingData({ pathname: '/job/42', search: '' }, routes);
    expect(job).toHaveBeenCalledWith({ id: '42' }, expect.any(URLSearchParams));
    expect(jobs).not.toHaveBeenCalled();
  });

  it('hands the query string over, so the list asks for the filtered page', () => {
    const { routes, jobs } = table();
    preloadLandingData({ pathname: '/jobs', search: '?search=nurse&jobType=contract' }, routes);
    const search = jobs.mock.calls[0]?.[1] as URLSearchParams;
    expect(Object.fromEntries(search)).toEqual({ search: 'nurse', jobType: 'contract' });
  });

  it('does nothing on a screen without a preload, and only the first matching route counts', () => {
    const { routes, jobs, job } = table();
    preloadLandingData({ pathname: '/', search: '' }, routes);
    preloadLandingData({ pathname: '/nowhere', search: '' }, routes);
    expect(jobs).not.toHaveBeenCalled();
    expect(job).not.toHaveBeenCalled();
  });
});
