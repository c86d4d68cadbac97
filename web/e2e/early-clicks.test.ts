/**
 * A tap on the jobs list, a job page or the home page as soon as it shows counts, before the app has taken the page
 * over: they come rendered (on request, or the home page prerendered) and React adopts them seconds later on a slow
 * phone; a tap in between is held and replayed once the screen is React's (shared/held-clicks-script.ts,
 * web/src/components/layout/screen-live.tsx). Before, the first tap on Filters in that time did nothing, and so did one
 * on a job page's Report button or the menu and theme switch of the home page and of the shell (which the app renders
 * over). Their links and the home search work as plain HTML meanwhile (web/e2e/first-paint.test.ts sends the search).
 *
 * The taps are forced (`force: true`): the mouse goes to the control and clicks, as a person does, instead of
 * Playwright waiting until the control would take the click.
 */
import type { Page } from 'playwright-core';
import { THEME_STORAGE_KEY } from '../../shared/constants.js';
import { accountLabels } from '../../shared/texts/account-labels.js';
import { reportLabels } from '../../shared/texts/moderation-texts.js';
import { jobLabels, labels } from '../../shared/texts.js';
import type { Job } from '../../shared/types.js';
import { holdRequests, startBrowserPerFile } from './browser.js';

const browser = startBrowserPerFile();
const LIST = '/jobs?search=python';

/** The list's count heading once the page has its cards (painted from the HTML). */
async function listShown(page: Page): Promise<string> {
  await page.locator('main article').first().waitFor();
  return (await page.locator('#results-title').textContent()) ?? '';
}

/** Taps Filters at once, then Full-time in the drawer; the address and the list must follow. */
async function filterAtOnce(page: Page, beforeTap: () => void = () => {}) {
  const total = (await page.request.get(`/api/jobs?search=python&jobType=full_time`)).headers()['x-total-count'];
  await page.goto(LIST, { waitUntil: 'commit' });
  const countBefore = await listShown(page);
  await page.getByRole('button', { name: jobLabels.filters, exact: true }).click({ force: true });
  beforeTap();
  await page.getByRole('radio', { name: 'Full-time' }).click({ timeout: 30_000 });
  await page.waitForURL(/[?&]jobType=full_time(&|$)/);
  // The filtered answer replaces the first page: the count is the API's for the filter, and every card is full-time.
  const count = new RegExp(`^${total} jobs?$`);
  expect(total).toMatch(/^\d+$/);
  expect(countBefore).not.toMatch(count);
  await expect.poll(() => page.locator('#results-title').textContent(), { timeout: 15_000 }).toMatch(count);
  const types = await page.locator('main article .job-card-type').allInnerTexts();
  expect(types.length).toBeGreaterThan(0);
  expect(types.every((type) => type === 'Full-time')).toBe(true);
}

/** Holds the site's scripts until the returned function is called: the page shows from its HTML alone. */
async function holdScripts(page: Page): Promise<() => void> {
  return (await holdRequests(page, '**/assets/*.js')).release;
}

describe('a tap on the jobs list before the app has taken it over', () => {
  it('counts when it comes before any script has run', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await filterAtOnce(page, await holdScripts(page));
  });

  it('counts on a slow phone (CPU 6× slower), tapped as soon as the list shows', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
    await filterAtOnce(page);
  });
});

/** Opens `path` with the scripts held, taps the button named `control`, then lets the scripts come. */
async function tapBeforeLive(page: Page, path: string, control: string) {
  const release = await holdScripts(page);
  await page.goto(path, { waitUntil: 'commit' });
  await page.getByRole('button', { name: control }).click({ force: true });
  release();
}

describe('a tap on a job page before the app has taken it over', () => {
  it('opens the Report dialog when Report was tapped before any script had run', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    const [job] = (await (await page.request.get('/api/jobs?limit=1')).json()) as Job[];
    expect(job).toBeDefined();
    const release = await holdScripts(page);
    await page.goto(`/job/${job?.id}`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: reportLabels.reportJob }).click({ force: true });
    release();
    const dialog = page.getByRole('dialog', { name: reportLabels.dialogTitle });
    await dialog.getByRole('combobox', { name: reportLabels.reason }).waitFor({ timeout: 30_000 });
  });
});

describe('a tap on the home page before the app has taken it over', () => {
  it('switches to the dark theme when the switch was tapped before any script had run', async () => {
    const page = await browser.newPage();
    await tapBeforeLive(page, '/', labels.toDarkMode);
    await page.getByRole('button', { name: labels.toLightMode }).waitFor({ timeout: 30_000 });
    expect(await page.evaluate(() => document.documentElement.className)).toContain('dark');
  });

  it('opens the menu when it was tapped before any script had run, and a link still goes at once', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await tapBeforeLive(page, '/', labels.openMenu);
    await page.getByRole('button', { name: labels.closeMenu }).waitFor({ timeout: 30_000 });

    const before = await browser.newPage({ width: 390, height: 844 });
    await holdScripts(before);
    await before.goto('/', { waitUntil: 'commit' });
    await before.getByRole('link', { name: labels.viewAllJobs }).click({ force: true });
    // The browser follows the link by itself: the list comes rendered with its jobs, the scripts still held.
    await before.waitForURL(/\/jobs$/);
    await before.getByRole('article').first().waitFor();
  });

  it('opens the Register tab when Sign up was followed before any script had run', async () => {
    const page = await browser.newPage();
    const release = await holdScripts(page);
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('link', { name: labels.signUp }).click({ force: true });
    // The browser's own navigation: the tab is in the address, so the page it loads opens on Register.
    await page.waitForURL(/\/auth\?tab=register$/);
    release();
    await page.getByRole('tab', { name: accountLabels.register, selected: true }).waitFor({ timeout: 30_000 });
  });
});

describe('a tap on a page the app renders over (the shell) before the app is live', () => {
  it('opens the menu when it was tapped before any script had run', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    await tapBeforeLive(page, '/auth', labels.openMenu);
    await page.getByRole('button', { name: labels.closeMenu }).waitFor({ timeout: 30_000 });
  });

  it('switches the theme when the switch was tapped before any script had run, whatever theme was stored', async () => {
    const page = await browser.newPage();
    await page.addInitScript((key) => localStorage.setItem(key, 'dark'), THEME_STORAGE_KEY);
    // The shell is drawn without the stored choice; the head script made the page dark, and the switch, which
    // follows the page's class in CSS, already offers light.
    await tapBeforeLive(page, '/auth', labels.toLightMode);
    // Dark as stored once the app is live, then light by the tap: a tap dropped would leave it dark.
    await page.waitForFunction(() => document.documentElement.classList.contains('light'), null, { timeout: 30_000 });
    await page.getByRole('button', { name: labels.toDarkMode }).waitFor();
    expect(await page.evaluate((key) => localStorage.getItem(key), THEME_STORAGE_KEY)).toBe('light');
  });
});
