/**
 * The servers answer 404 for a path no screen has, from the list in shared/site-routing.ts (CloudFront runs it as a
 * function): that list and the app's screen table must name the same paths, or a new screen would answer 404.
 */
import { appPaths, pathPattern } from '@shared/site-routing.js';
import { pageRoutes } from './routes.js';

describe('the paths the servers know', () => {
  it("are exactly the app's screens (the catch-all aside)", () => {
    const screens = pageRoutes.map((route) => route.path).filter((path) => path !== '*');
    expect([...appPaths].sort()).toEqual([...screens].sort());
  });

  it('match a screen path with its parameters filled in, with or without a trailing slash, and nothing longer', () => {
    const job = new RegExp(pathPattern('/job/:id'));
    expect(['/job/12', '/job/12/'].every((path) => job.test(path))).toBe(true);
    expect(['/job', '/job/12/apply', '/jobs/12'].some((path) => job.test(path))).toBe(false);
    expect(new RegExp(pathPattern('/')).test('/')).toBe(true);
    expect(new RegExp(pathPattern('/')).test('/x')).toBe(false);
  });
});
