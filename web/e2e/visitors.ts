/**
 * What the screen sweeps share: the screens of the app's route table, who opens each, the address to open for a
 * path with parameters, and one page per kind of visitor over the seeded worst-case content.
 */
import type { Browser, Page } from 'playwright-core';
import { DEMO_PASSWORD } from '../../scripts/local/seed/index.js';
import { type Role, THEME_STORAGE_KEY } from '../../shared/constants.js';
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

/** Tabs per visitor: the sweeps check this many screens at once (Chromium renders each tab in its own process). */
export const TABS_PER_VISITOR = 2;

/**
 * Tabs per visitor, each visitor in its own context (its own session cookie): a company that posted the worst-case
 * job, a job seeker who applied to it, the demo admin, and a signed-out visitor. The theme follows the system
 * setting ('system' stored), so a sweep switches light/dark with `emulateMedia` instead of reloading the screen.
 */
export async function openVisitorPages(browser: Browser): Promise<{ tabs: TabPool; seeded: WorstCase }> {
  const pages = new Map<Visitor, Page[]>();
  for (const visitor of ['visitor', 'company', 'job_seeker', 'admin'] as const) {
    const context = await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } });
    await context.addInitScript((key) => localStorage.setItem(key, 'system'), THEME_STORAGE_KEY);
    const tabs: Page[] = [];
    for (let i = 0; i < TABS_PER_VISITOR; i++) tabs.push(trackRequests(await context.newPage()));
    pages.set(visitor, tabs);
  }
  const first = (visitor: Visitor) => (pages.get(visitor) as Page[])[0] as Page;
  const seeded = await seedWorstCase(first('company').request, first('job_seeker').request);
  const admin = await first('admin').request.post('/api/login', {
    data: { username: 'admin', password: DEMO_PASSWORD },
  });
  if (admin.status() !== 200) throw new Error(`the demo admin could not sign in: ${admin.status()}`);
  return { tabs: new TabPool(pages), seeded };
}

/** Lends a visitor's free tab to one check at a time; a check waits while all of them are busy. */
export class TabPool {
  private waiting: (() => void)[] = [];
  constructor(private readonly free: Map<Visitor, Page[]>) {}

  async use<T>(visitor: Visitor, check: (page: Page) => Promise<T>): Promise<T> {
    const tabs = this.free.get(visitor) as Page[];
    while (tabs.length === 0) await new Promise<void>((resolve) => this.waiting.push(resolve));
    const page = tabs.pop() as Page;
    try {
      return await check(page);
    } finally {
      tabs.push(page);
      for (const wake of this.waiting.splice(0)) wake();
    }
  }
}

const inFlight = new WeakMap<Page, Set<unknown>>();

/** Counts the page's requests under way, so `settle` knows when the screen has everything it asked for. */
function trackRequests(page: Page): Page {
  const open = new Set<unknown>();
  inFlight.set(page, open);
  page.on('request', (request) => open.add(request));
  page.on('requestfinished', (request) => open.delete(request));
  page.on('requestfailed', (request) => open.delete(request));
  // A navigation drops the old document's requests without a finished event.
  page.on('framenavigated', (frame) => {
    if (frame === page.mainFrame()) open.clear();
  });
  return page;
}

export const requestsUnderWay = (page: Page) => inFlight.get(page)?.size ?? 0;

/**
 * Waits until the screen has its content: its heading drawn, no request under way and no placeholder or spinner
 * left. Polled, never a fixed pause (a network-idle wait costs half a second on every screen).
 */
export async function settle(page: Page) {
  await expect
    .poll(
      async () =>
        requestsUnderWay(page) === 0 &&
        (await page.locator('h1').count()) > 0 &&
        (await page.locator('.MuiSkeleton-root, [role="progressbar"]').count()) === 0,
      { timeout: 10_000, interval: 50 },
    )
    .toBe(true);
}
