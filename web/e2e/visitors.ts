/**
 * What the screen sweeps share: the screens of the app's route table, who opens each, the address to open for a
 * path with parameters, and one page per kind of visitor over the seeded worst-case content.
 */
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../scripts/local/seed/index.js';
import type { Role } from '../../shared/constants.js';
import type { PageAccess } from '../src/app/protected-route.js';
import { pageRoutes } from '../src/app/routes.js';
import { baseUrl } from './browser.js';
import { seedWorstCase, type WorstCase } from './worst-case-content.js';

export type Visitor = 'visitor' | Role;

/** Who opens a screen: signed out for public and guest screens, each role allowed otherwise. */
function visitorsFor(access: PageAccess | undefined): Visitor[] {
  if (access === undefined || access === 'public' || access === 'guest') return ['visitor'];
  if (access === 'signed-in') return ['job_seeker', 'company', 'admin'];
  return [...access];
}

/** Every screen of the route table with each visitor it is for. */
export const screens = pageRoutes.flatMap((route) =>
  visitorsFor(route.access).map((visitor) => ({ path: route.path, visitor })),
);

/** The address to open for a route path, with its parameters filled from the seeded content. */
export function addressOf(path: string, seeded: WorstCase): string {
  const samples: Record<string, string> = {
    '*': '/no-such-page',
    '/job/:id': `/job/${seeded.job.id}`,
    '/edit-job/:id': `/edit-job/${seeded.job.id}`,
    '/companies/:id': `/companies/${seeded.company.companyId}`,
    '/application/:id': `/application/${seeded.application.id}`,
  };
  const address = samples[path] ?? path;
  if (address.includes(':')) throw new Error(`The screen sweeps need a sample address for ${path}: add it here.`);
  return address;
}

/** A file name for a route path: `/edit-job/:id` becomes `edit-job-id`. */
export const slugOf = (path: string) =>
  path === '/' ? 'home' : path === '*' ? 'not-found' : path.replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '');

/**
 * One page per visitor, each in its own context (its own session cookie): a company that posted the worst-case
 * job, a job seeker who applied to it, the demo admin, and a signed-out visitor.
 */
export async function openVisitorPages(browser: Browser): Promise<{ pages: Map<Visitor, Page>; seeded: WorstCase }> {
  const pages = new Map<Visitor, Page>();
  for (const visitor of ['visitor', 'company', 'job_seeker', 'admin'] as const) {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    pages.set(visitor, await context.newPage());
  }
  const page = (visitor: Visitor) => pages.get(visitor) as Page;
  const seeded = await seedWorstCase(page('company').request, page('job_seeker').request);
  const admin = await page('admin').request.post('/api/login', {
    data: { username: 'admin', password: DEMO_PASSWORD },
  });
  if (admin.status() !== 200) throw new Error(`the demo admin could not sign in: ${admin.status()}`);
  return { pages, seeded };
}

/** Waits until the screen has its content: no request under way and no placeholder or spinner left. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.locator('.MuiSkeleton-root, [role="progressbar"]').count(), { timeout: 10_000 }).toBe(0);
}
