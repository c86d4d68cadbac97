/** A visitor browses the seeded board in Chromium against the real `npm start` stack. */
import type { Page } from 'playwright-core';
import { reportLabels } from '../../shared/texts/moderation-texts.js';
import { jobLabels, labels, notices } from '../../shared/texts.js';
import { holdRequests, startBrowserPerFile } from './browser.js';

const browser = startBrowserPerFile();

/** Ids of the job cards on the page, from their View Details links. */
async function cardJobIds(page: Page): Promise<string[]> {
  const links = page.getByRole('link', { name: labels.viewDetails });
  await links.first().waitFor();
  const hrefs = await links.evaluateAll((elements) => elements.map((element) => element.getAttribute('href') ?? ''));
  return hrefs.map((href) => href.replace(/^.*\/job\//, ''));
}

describe('browsing jobs', () => {
  it('searches from the home page and lands on the filtered list', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    // The app's own search (a search sent before it has adopted the page is the browser's: first-paint.test.ts).
    await page.getByRole('contentinfo').waitFor();
    await page.getByLabel('Job title, keywords, or company').fill('engineer');
    const results = page.waitForResponse((response) => response.url().includes('/api/jobs?search=engineer'));
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.waitForURL(/\/jobs\?search=engineer$/);
    await results;
    const ids = await cardJobIds(page);
    expect(ids.length).toBeGreaterThan(0);
    const titles = await page.locator('main article h3').allInnerTexts();
    expect(titles.some((title) => /engineer/i.test(title))).toBe(true);
  });

  it('filters by job type through the URL and the API', async () => {
    const page = await browser.newPage();
    await page.goto('/jobs');
    await cardJobIds(page);
    const results = page.waitForResponse((response) => response.url().includes('jobType=internship'));
    await page.getByRole('radio', { name: 'Internship' }).first().click();
    await page.waitForURL(/jobType=internship/);
    await results;
    // The job type's tag (a card's work arrangement tag can say Remote too).
    const badges = page.locator('main article .job-card-type');
    // Only internships remain once the filtered page has replaced the unfiltered one.
    await expect
      .poll(async () => {
        const types = await badges.allInnerTexts();
        return types.length > 0 && types.every((type) => type === 'Internship');
      })
      .toBe(true);
  });

  it("shows the list on a phone without the filters' code, which comes when the visitor reaches for Filters", async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    // The panel's chunk is held once asked for: the button says it is busy until it has come.
    const panelChunk = /\/assets\/job-filters-panel-[^/]*\.js$/;
    const asked: string[] = [];
    page.on('request', (request) => {
      if (panelChunk.test(request.url())) asked.push(request.url());
    });
    const { release: releasePanel } = await holdRequests(page, panelChunk);
    await page.goto('/jobs');
    expect((await cardJobIds(page)).length).toBe(20);
    // Live (the footer joins once the page is) and every file the start asks for has come: no panel among them.
    await page.getByRole('contentinfo').waitFor();
    await page.waitForLoadState('networkidle');
    expect(asked).toEqual([]);

    // Exact: once a filter is set, the list also offers "Clear All Filters".
    const filters = page.getByRole('button', { name: jobLabels.filters, exact: true });
    const panelAskedFor = page.waitForRequest(panelChunk);
    await filters.click();
    await panelAskedFor;
    await expect.poll(() => filters.isDisabled()).toBe(true);
    releasePanel();
    const results = page.waitForResponse((response) => response.url().includes('workArrangement=remote'));
    await page.getByRole('radio', { name: 'Remote' }).click();
    await page.waitForURL(/workArrangement=remote/);
    await results;

    // The drawer closes (in a transition, phone-filters.tsx) on its Close button and gives the focus back to Filters.
    const drawer = page.getByRole('dialog', { name: jobLabels.filters });
    await page.getByRole('button', { name: jobLabels.closeFilters }).click();
    await drawer.waitFor({ state: 'detached' });
    await expect.poll(() => filters.evaluate((button) => button === document.activeElement)).toBe(true);
    // Opened again, its foot button (Show N jobs) closes it too, on the filtered list.
    await filters.click();
    await page.getByRole('button', { name: /^Show \d/ }).click();
    await drawer.waitFor({ state: 'detached' });
    expect(page.url()).toMatch(/workArrangement=remote/);
  });

  it("fetches a dialog's code when the visitor reaches for its button, and opens it only on the click", async () => {
    /** The code files asked for on the page, as they are asked. */
    const asked = (page: Page, chunk: RegExp) => {
      const urls: string[] = [];
      page.on('request', (request) => {
        if (chunk.test(request.url())) urls.push(request.url());
      });
      return urls;
    };
    const phone = await browser.newPage({ width: 390, height: 844 });
    const menuCode = asked(phone, /\/assets\/mobile-nav-[^/]*\.js$/);
    await phone.goto('/jobs');
    await phone.getByRole('contentinfo').waitFor();
    await phone.waitForLoadState('networkidle');
    expect(menuCode).toEqual([]);
    // A keyboard user reaches the menu's button: its code comes, and nothing opens.
    const menuButton = phone.getByRole('button', { name: labels.openMenu });
    await menuButton.focus();
    await expect.poll(() => menuCode.length).toBe(1);
    expect(await menuButton.getAttribute('aria-expanded')).toBe('false');
    await menuButton.click();
    await phone.getByRole('button', { name: labels.closeMenu }).waitFor();

    const desktop = await browser.newPage();
    const reportCode = asked(desktop, /\/assets\/report-dialog-[^/]*\.js$/);
    await desktop.goto('/jobs');
    const [id] = await cardJobIds(desktop);
    await desktop.goto(`/job/${id}`);
    await desktop.getByRole('contentinfo').waitFor();
    await desktop.waitForLoadState('networkidle');
    expect(reportCode).toEqual([]);
    // The pointer comes over Report: its code comes, and no dialog opens.
    await desktop.getByRole('button', { name: reportLabels.reportJob }).hover();
    await expect.poll(() => reportCode.length).toBe(1);
    expect(await desktop.getByRole('dialog').count()).toBe(0);
  });

  it('loads the next page over the cursor without repeating a job', async () => {
    const page = await browser.newPage();
    await page.goto('/jobs');
    const first = await cardJobIds(page);
    expect(first).toHaveLength(20);
    await page.getByRole('button', { name: jobLabels.loadMore }).click();
    // expect.poll gives up after 1 s by default: too short for the next page's request and render on a loaded CI
    // machine (a run failed there with the 20 first cards still alone).
    await expect.poll(async () => (await cardJobIds(page)).length, { timeout: 15_000 }).toBe(40);
    const all = await cardJobIds(page);
    expect(new Set(all).size).toBe(40);
  });

  it('opens a job from the list and shows its details', async () => {
    const page = await browser.newPage();
    await page.goto('/jobs');
    const [id] = await cardJobIds(page);
    await page.getByRole('link', { name: labels.viewDetails }).first().click();
    await page.waitForURL(new RegExp(`/job/${id}$`));
    await page.getByRole('heading', { name: 'Job Overview' }).waitFor();
    await page.getByRole('heading', { name: 'Requirements' }).waitFor();
  });

  it.each(['abc', '999999'])('shows Job Not Found for the job id %s, with no uncaught error', async (id) => {
    const page = await browser.newPage();
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(String(error)));
    await page.goto(`/job/${id}`);
    await page.getByRole('heading', { name: notices.jobNotFound }).waitFor();
    await page.getByText(notices.jobNotFoundText).waitFor();
    // Live (the footer joins once the app is), and every request of the start answered.
    await page.getByRole('contentinfo').waitFor();
    await page.waitForLoadState('networkidle');
    expect(uncaught).toEqual([]);
  });

  it('shows the 404 screen for an unknown path', async () => {
    const page = await browser.newPage();
    await page.goto('/no/such/page');
    await page.getByText(notices.pageNotFound).waitFor();
  });

  it('opens a company page with its open jobs', async () => {
    const page = await browser.newPage();
    await page.goto('/companies');
    await page.getByRole('heading', { name: 'Companies', level: 1 }).waitFor();
    const companies = (await (await page.request.get('/api/companies')).json()) as { id: number; name: string }[];
    const acme = companies.find((company) => company.name === 'Acme Corporation');
    expect(acme).toBeDefined();
    await page.goto(`/companies/${acme?.id}`);
    await page.getByRole('heading', { name: 'Acme Corporation', level: 1, exact: true }).waitFor();
    expect((await cardJobIds(page)).length).toBeGreaterThan(0);
  });
});

describe('theme', () => {
  it('keeps the dark theme over a reload', async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('button', { name: labels.toDarkMode }).click();
    await page.getByRole('button', { name: labels.toLightMode }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('jobboard-theme'))).toBe('dark');
    await page.reload();
    await page.getByRole('button', { name: labels.toLightMode }).waitFor();
    expect(await page.evaluate(() => document.documentElement.className)).toContain('dark');
  });

  it("rings a focused control on the home page's blue in white, and one on white in the theme's blue", async () => {
    const page = await browser.newPage();
    await page.goto('/');
    await page.getByRole('contentinfo').waitFor();
    /** The outline colour of the focused element, once the keyboard has reached the one named. */
    const ringOf = async (name: string) => {
      for (let step = 0; step < 40; step++) {
        await page.keyboard.press('Tab');
        const focused = await page.evaluate(() => document.activeElement?.textContent?.trim());
        if (focused === name)
          return page.evaluate(() => getComputedStyle(document.activeElement as Element).outlineColor);
      }
      throw new Error(`the keyboard never reached ${name}`);
    };
    expect(await ringOf(labels.search)).toBe('rgb(21, 101, 192)');
    expect(await ringOf(labels.popularSearches[0] as string)).toBe('rgb(255, 255, 255)');
  });

  it('draws secondary text in the secondary text colour of the theme, apart from the headings', async () => {
    const page = await browser.newPage();
    await page.goto('/jobs');
    await cardJobIds(page);
    const colors = await page.evaluate(() => {
      const color = (element: Element | null) => (element ? getComputedStyle(element).color : 'missing');
      const heading = document.querySelector('main h1');
      return {
        heading: color(heading),
        subtitle: color(heading?.nextElementSibling ?? null),
        cardTitle: color(document.querySelector('main article h3')),
        cardDescription: color(document.querySelector('main article p')),
      };
    });
    // The light theme's text.primary and text.secondary (MUI's defaults).
    expect(colors).toEqual({
      heading: 'rgba(0, 0, 0, 0.87)',
      subtitle: 'rgba(0, 0, 0, 0.6)',
      cardTitle: 'rgba(0, 0, 0, 0.87)',
      cardDescription: 'rgba(0, 0, 0, 0.6)',
    });
  });
});
