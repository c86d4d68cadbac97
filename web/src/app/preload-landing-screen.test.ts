import { describe, expect, it, vi } from 'vitest';
import { preloadLandingScreen } from './preload-landing-screen.js';
import type { PageRoute } from './routes.js';

const Page = () => null;

function table() {
  const jobs = vi.fn();
  const job = vi.fn();
  const jobsCode = vi.fn(() => Promise.resolve('jobs screen'));
  const routes: PageRoute[] = [
    { path: '/', page: Page },
    { path: '/jobs', page: Page, load: jobsCode, preload: jobs },
    { path: '/job/:id', page: Page, preload: job },
    { path: '*', page: Page },
  ];
  return { routes, jobs, job, jobsCode };
}

describe('preloadLandingScreen', () => {
  it("starts the landing screen's request with its path parameters", () => {
    const { routes, jobs, job } = table();
    preloadLandingScreen({ pathname: '/job/42', search: '' }, routes);
    expect(job).toHaveBeenCalledWith({ id: '42' }, expect.any(URLSearchParams));
    expect(jobs).not.toHaveBeenCalled();
  });

  it('hands the query string over, so the list asks for the filtered page', () => {
    const { routes, jobs } = table();
    preloadLandingScreen({ pathname: '/jobs', search: '?search=nurse&jobType=contract' }, routes);
    const search = jobs.mock.calls[0]?.[1] as URLSearchParams;
    expect(Object.fromEntries(search)).toEqual({ search: 'nurse', jobType: 'contract' });
  });

  it('does nothing on a screen without a preload, and only the first matching route counts', () => {
    const { routes, jobs, job } = table();
    preloadLandingScreen({ pathname: '/', search: '' }, routes);
    preloadLandingScreen({ pathname: '/nowhere', search: '' }, routes);
    expect(jobs).not.toHaveBeenCalled();
    expect(job).not.toHaveBeenCalled();
  });

  it("starts the landing screen's code with its data, and resolves when the code is there", async () => {
    const { routes, jobs, jobsCode } = table();
    const landing = preloadLandingScreen({ pathname: '/jobs', search: '' }, routes);
    expect(jobsCode).toHaveBeenCalledOnce();
    expect(jobs).toHaveBeenCalledOnce();
    await expect(landing).resolves.toBe('jobs screen');
  });

  it('asks only for the code when the page came with its data', async () => {
    const { routes, jobs, jobsCode } = table();
    await expect(preloadLandingScreen({ pathname: '/jobs', search: '' }, routes, false)).resolves.toBe('jobs screen');
    expect(jobsCode).toHaveBeenCalledOnce();
    expect(jobs).not.toHaveBeenCalled();
  });

  it('resolves at once for a screen without lazy code, and loads no other screen', async () => {
    const { routes, jobsCode } = table();
    await expect(preloadLandingScreen({ pathname: '/', search: '' }, routes)).resolves.toBeUndefined();
    expect(jobsCode).not.toHaveBeenCalled();
  });
});
