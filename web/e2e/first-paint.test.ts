/**
 * The first paint needs no JavaScript: / comes prerendered in index.html and React adopts it as it is; the jobs
 * list comes rendered on request with its first page of jobs (functions/pages/jobs-list-page.ts) and is adopted the
 * same way; every other screen starts from shell.html's frame and is rendered over it
 * (web/build/prerender-plugin.ts).
 */
import type { Page } from 'playwright-core';
import { jobLabels, labels } from '../../shared/texts.js';
import { holdRequests, pageErrors, startBrowserPerFile } from './browser.js';

const browser = startBrowserPerFile();

/** A page whose scripts are held back until `release()`: what a visitor sees while the JavaScript loads. */
async function pageWithScriptsHeld(): Promise<{ page: Page; release: () => void }> {
  const page = await browser.newPage({ width: 390, height: 844 });
  const { release } = await holdRequests(page, '**/assets/*.js');
  return { page, release };
}

/** The footer is lazy and never prerendered: once it is there, the app is live. */
const appIsLive = (page: Page) => page.getByRole('contentinfo').waitFor();

describe('the first paint', () => {
  it('shows the home page before any script has run, then adopts the same elements', async () => {
    const { page, release } = await pageWithScriptsHeld();
    const errors = pageErrors(page);
    await page.goto('/', { waitUntil: 'commit' });
    const heading = page.getByRole('heading', { name: 'Find Your Dream Job' });
    await heading.waitFor();
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    // A property, not an attribute: React compares attributes when it adopts the page.
    await heading.evaluate((element) => Object.assign(element, { seenBeforeScripts: true }));

    release();
    await appIsLive(page);
    // The very element painted from index.html is still there: hydrated, not replaced.
    expect(await heading.evaluate((element) => 'seenBeforeScripts' in element)).toBe(true);
    await page.getByRole('link', { name: labels.viewDetails }).first().waitFor();
    expect(errors).toEqual([]);
  });

  it('sends the home page as sections React adopts one by one (a short task each, not one long one)', async () => {
    const page = await browser.newPage();
    const html = await (await page.request.get('/')).text();
    // React marks a completed Suspense boundary in server HTML with <!--$-->: hero, featured jobs, categories,
    // featured companies, and the route's own boundary around the page.
    expect(html.match(/<!--\$-->/g)?.length).toBe(5);
  });

  it('fetches the app at low priority and runs none of it until the page is parsed and painted', async () => {
    const page = await browser.newPage();
    const jobs = (await (await page.request.get('/api/jobs?limit=1')).json()) as { id: number }[];
    for (const path of ['/', '/jobs', `/job/${jobs[0]!.id}`, '/companies']) {
      const html = await (await page.request.get(path)).text();
      // No module script (it would run at the end of parsing, before the last part is painted): a preload link.
      expect(html.match(/<script type="module"[^>]*>/g)).toBeNull();
      const links = html.match(/<link rel="modulepreload"[^>]*data-app-start[^>]*>/g) ?? [];
      expect(links.length).toBe(1);
      expect(links[0]).toContain('fetchpriority="low"');
    }
    // React's development-tools hook is how its code says it has been evaluated: the page's order of events.
    await page.addInitScript(`
      window.startOrder = [];
      document.addEventListener('DOMContentLoaded', function () {
        startOrder.push('parsed');
        requestAnimationFrame(function () { startOrder.push('frame'); });
      });
      window.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
        supportsFiber: true,
        inject: function () { startOrder.push('react evaluated'); return 1; },
        checkDCE: function () {}, onCommitFiberRoot: function () {}, onCommitFiberUnmount: function () {},
        onPostCommitFiberRoot: function () {}, setStrictMode: function () {},
      };`);
    const errors = pageErrors(page);
    for (const path of ['/', `/job/${jobs[0]!.id}`]) {
      await page.goto(path);
      await appIsLive(page);
      expect(await page.evaluate('window.startOrder')).toEqual(['parsed', 'frame', 'react evaluated']);
    }
    expect(errors).toEqual([]);
  });

  it('keeps what a visitor typed before the scripts arrived, and searches for it', async () => {
    const { page, release } = await pageWithScriptsHeld();
    await page.goto('/', { waitUntil: 'commit' });
    const search = page.getByLabel(labels.searchPlaceholder);
    await search.fill('nurse');
    release();
    await appIsLive(page);
    expect(await search.inputValue()).toBe('nurse');
    await page.getByRole('button', { name: labels.search, exact: true }).click();
    await page.waitForURL(/\/jobs\?search=nurse$/);
  });

  it('sends a search made before any script has run to the list, which shows the jobs for it', async () => {
    const { page } = await pageWithScriptsHeld();
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByLabel(labels.searchPlaceholder).fill('engineer');
    await page.getByRole('button', { name: labels.search, exact: true }).click();
    // The browser's own submission: the list rendered on request with the words, its scripts still held.
    await page.waitForURL(/\/jobs\?search=engineer&location=$/);
    await page.getByRole('article').first().waitFor();
    const titles = await page.locator('main article h3').allInnerTexts();
    expect(titles.some((title) => /engineer/i.test(title))).toBe(true);
  });

  it('keeps a stored dark choice: dark colours from the first paint, and the switch offers light once live', async () => {
    const { page, release } = await pageWithScriptsHeld();
    await page.addInitScript(() => localStorage.setItem('jobboard-theme', 'dark'));
    await page.goto('/', { waitUntil: 'commit' });
    await page.getByRole('heading', { name: 'Find Your Dream Job' }).waitFor();
    expect(await page.evaluate(() => document.documentElement.className)).toBe('dark');
    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(background).toBe('rgb(15, 18, 24)');

    release();
    await appIsLive(page);
    await page.getByRole('button', { name: labels.toLightMode }).waitFor();
  });

  it('shows the jobs list with its jobs before any script has run, then adopts it without asking the API again', async () => {
    const { page, release } = await pageWithScriptsHeld();
    const errors = pageErrors(page);
    const listRequests: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/jobs') listRequests.push(request.url());
    });
    // Counts every moment the page-loading spinner is in the page (a string: it runs before the site's scripts).
    await page.addInitScript(
      `window.spinnerSeen = false; new MutationObserver(function () { if (document.querySelector('[role="progressbar"]')) window.spinnerSeen = true; }).observe(document, { subtree: true, childList: true });`,
    );
    await page.goto('/jobs?jobType=contract', { waitUntil: 'commit' });
    // The list the address asks for, in the HTML: every card a contract, the count above them.
    const firstCard = page.getByRole('article').first();
    await firstCard.waitFor();
    const cards = await page.getByRole('article').count();
    expect(cards).toBeGreaterThan(0);
    expect(await page.getByRole('article').filter({ hasText: 'Contract' }).count()).toBe(cards);
    expect(await page.getByRole('heading', { name: /^[\d,]+\+? jobs?$/ }).count()).toBe(1);
    expect(await page.getByRole('contentinfo').count()).toBe(0);
    // A property, not an attribute: React compares attributes when it adopts the page.
    await firstCard.evaluate((element) => Object.assign(element, { seenBeforeScripts: true }));

    release();
    await appIsLive(page);
    // The very card painted from the HTML is still there: adopted, not rendered again from a new request.
    expect(await firstCard.evaluate((element) => 'seenBeforeScripts' in element)).toBe(true);
    expect(await page.getByRole('article').count()).toBe(cards);
    expect(listRequests).toEqual([]);
    expect(await page.evaluate(() => (window as unknown as { spinnerSeen: boolean }).spinnerSeen)).toBe(false);
    expect(errors).toEqual([]);
  });

  it('shows a wide screen the wide list before any script has run: no phone Filters button, the sort in place', async () => {
    const page = await browser.newPage({ width: 1280, height: 900 });
    const { release } = await holdRequests(page, '**/assets/*.js');
    await page.goto('/jobs', { waitUntil: 'commit' });
    await page.getByRole('article').first().waitFor();
    const filtersButton = page.getByRole('button', { name: jobLabels.filters });
    expect(await filtersButton.isVisible()).toBe(false);
    const sort = page.getByLabel(jobLabels.sortBy);
    const before = await sort.boundingBox();
    release();
    await appIsLive(page);
    expect(await filtersButton.count()).toBe(0);
    expect(await sort.boundingBox()).toEqual(before);
  });

  it('shows the frame with a loading status on another screen, then that screen', async () => {
    const { page, release } = await pageWithScriptsHeld();
    await page.goto('/companies', { waitUntil: 'commit' });
    await page.getByRole('link', { name: 'JobBoard' }).waitFor();
    expect(await page.getByRole('status').count()).toBe(1);
    expect(await page.getByRole('heading', { name: 'Find Your Dream Job' }).count()).toBe(0);

    release();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    expect(await page.getByRole('heading', { name: 'Find Your Dream Job' }).count()).toBe(0);
  });
});
