/**
 * What the screen sweeps share: the screens of the app's route table, who opens each, the address to open for a
 * path with parameters, and one session per kind of visitor over the seeded worst-case content.
 */
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { type Role, THEME_STORAGE_KEY } from '../../shared/constants.js';
import type { PageAccess } from '../src/app/protected-route.js';
import { pageRoutes } from '../src/app/routes.js';
import { signInDemoAdmin } from './admin-sign-in.js';
import { baseUrl } from './browser.js';
import { seedWorstCase, type WorstCase } from './worst-case-content.js';

export type Visitor = 'visitor' | Role;

/** Who opens a screen: signed out for public and guest screens, each role allowed otherwise. */
function visitorsFor(access: PageAccess | undefined): Visitor[] {
  if (access === undefined || access === 'public' || access === 'guest') return ['visitor'];
  if (access === 'signed-in') return ['job_seeker', 'company', 'admin'];
  return [...access];
}

/** Public screens that show a signed-in person their own things too: the job alerts page lists a seeker's alerts. */
const ALSO_SIGNED_IN: Record<string, Visitor[]> = { '/job-alerts': ['job_seeker'] };

/**
 * Every screen of the route table with each visitor it is for, and the dashboard's other tabs (one route, four
 * panels: each must hold up at 390 px too).
 */
export const screens: { path: string; visitor: Visitor }[] = [
  ...pageRoutes.flatMap((route) =>
    [...visitorsFor(route.access), ...(ALSO_SIGNED_IN[route.path] ?? [])].map((visitor) => ({
      path: route.path,
      visitor,
    })),
  ),
  ...['applications', 'stats', 'profile'].map((tab) => ({
    path: `/dashboard?tab=${tab}`,
    visitor: 'company' as const,
  })),
];

/** The address to open for a route path, with its parameters filled from the seeded content. */
export function addressOf(path: string, seeded: WorstCase): string {
  const samples: Record<string, string> = {
    '*': '/no-such-page',
    // Every filter chip with the longest text a visitor can give it: the title's unbroken word as the search, the
    // job's place, the company's long name.
    '/jobs': `/jobs?${new URLSearchParams({
      search: seeded.job.title,
      location: seeded.job.location,
      company: String(seeded.company.companyId),
    })}`,
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
 * One browser context per visitor (its own session cookie): a company that posted the worst-case job, a job seeker
 * who applied to it, the demo admin, and a signed-out visitor.
 */
export async function openVisitors(
  browser: Browser,
): Promise<{ sessions: Map<Visitor, BrowserContext>; seeded: WorstCase }> {
  const sessions = new Map<Visitor, BrowserContext>();
  for (const visitor of ['visitor', 'company', 'job_seeker', 'admin'] as const) {
    sessions.set(visitor, await browser.newContext({ baseURL: baseUrl, viewport: { width: 1280, height: 900 } }));
  }
  const session = (visitor: Visitor) => sessions.get(visitor) as BrowserContext;
  const seeded = await seedWorstCase(session('company').request, session('job_seeker').request);
  await signInDemoAdmin(session('admin').request);
  return { sessions, seeded };
}

/**
 * A tab of a visitor's session in a context of its own, with its own window width and stored colour theme: the
 * screen loads in that theme as it does for a person who chose it, and tabs of one visitor can work at once.
 */
export async function themedTab(
  browser: Browser,
  session: BrowserContext,
  { width, theme }: { width: number; theme: 'light' | 'dark' },
): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport: { width, height: width < 600 ? 844 : 900 },
    storageState: await session.storageState(),
  });
  // Several tabs share two cores with the stack: give a slow moment room (waits end as soon as their condition holds).
  context.setDefaultTimeout(60_000);
  await context.addInitScript(({ key, value }) => localStorage.setItem(key, value), {
    key: THEME_STORAGE_KEY,
    value: theme,
  });
  return context.newPage();
}

/**
 * Waits until the screen has its content: no request under way for half a second (a lazy screen's code, then its
 * data) and no placeholder or spinner left, polled in the page.
 */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // Skeletons, spinners and lists still filling (the job grid's own placeholders are not MUI Skeletons) that are
  // shown: the jobs list keeps a busy placeholder for its filter panel in a column phones do not display.
  const loading = '.MuiSkeleton-root, [role="progressbar"], [aria-busy="true"]';
  const done = (selector: string) =>
    ![...document.querySelectorAll(selector)].some((element) => element.checkVisibility());
  await page.waitForFunction(done, loading, {
    polling: 100,
    timeout: 30_000,
  });
}

/**
 * Runs checks side by side in their tabs and waits for every one of them, even after one has failed, so no check
 * is still steering its tab when the next test starts; then the first failure is thrown.
 */
export async function allChecks(checks: Promise<string[]>[]): Promise<string[]> {
  const settled = await Promise.allSettled(checks);
  const failed = settled.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
  return settled.flatMap((result) => (result.status === 'fulfilled' ? result.value : []));
}
