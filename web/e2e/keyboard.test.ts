/**
 * A keyboard-only visitor in Chromium against the real `npm start` stack: after each action the focus is somewhere
 * that makes sense (never dropped to the page's body, where a screen reader says nothing and the next Tab starts
 * from the top), and what the action did is said. jsdom cannot show this part: Chromium takes the focus off a
 * button the moment it becomes disabled, and off an element that leaves the page.
 */
import type { Locator, Page } from 'playwright-core';
import { accountLabels } from '../../shared/texts/account-labels.js';
import { alertLabels } from '../../shared/texts/alert-texts.js';
import { jobMarkLabels } from '../../shared/texts/job-mark-texts.js';
import { jobLabels, labels } from '../../shared/texts.js';
import { signUp } from './accounts.js';
import { holdRequests, startBrowserPerFile } from './browser.js';

/** What the app does after a key press may take seconds on a busy machine (the full suite on two cores). */
const WAIT = { timeout: 15_000 };

const browser = startBrowserPerFile();

/** A page whose every wait fails within 15 s, naming the step, rather than at the test's timeout. */
async function newPage() {
  const page = await browser.newPage();
  page.setDefaultTimeout(15_000);
  return page;
}

const isFocused = (locator: Locator) => locator.evaluate((element) => element === document.activeElement);

/** What the app's status regions say now. */
const statuses = (page: Page) => page.getByRole('status').allTextContents();

describe('keyboard focus', () => {
  it('keeps the focus on Load more while the next page comes, then moves it to the first new card', async () => {
    const page = await newPage();
    await page.goto('/jobs');
    const cards = page.locator('main article');
    await cards.nth(19).waitFor();
    await page.getByRole('contentinfo').waitFor(); // the app is live
    const next = await holdRequests(page, /\/api\/jobs\?(.*&)?cursor=/);
    const more = page.getByRole('button', { name: jobLabels.loadMore });
    await more.focus();
    await page.keyboard.press('Enter');
    const busy = page.getByRole('button', { name: labels.loading });
    await busy.waitFor();
    // Chromium dropped a disabled button's focus within 60 ms: still on it, and said to be busy, well after that.
    await page.waitForTimeout(300);
    expect(await isFocused(busy)).toBe(true);
    expect(await busy.getAttribute('aria-disabled')).toBe('true');

    next.release();
    await cards.nth(39).waitFor();
    const first = cards.nth(20);
    await expect.poll(() => isFocused(first), WAIT).toBe(true);
    expect(await statuses(page)).toContain(jobLabels.moreJobsShown(20));
    // The next Tab goes on into the first new card (its company link), not past the new jobs to the footer.
    await page.keyboard.press('Tab');
    expect(await isFocused(first.locator('a').first())).toBe(true);
  });

  it('keeps the focus on a bookmark while the job is saved, and says it is saved', async () => {
    const page = await newPage();
    await signUp(page, 'job_seeker', 'Kim Keys');
    await page.goto('/jobs');
    const card = page.locator('main article').first();
    const title = ((await card.locator('h3').textContent()) ?? '').trim();
    const bookmark = card.getByRole('button', { name: jobMarkLabels.save(title) });
    await expect.poll(() => bookmark.getAttribute('aria-pressed'), WAIT).toBe('false');
    const saving = await holdRequests(page, /\/api\/saved-jobs\/\d+$/);
    await bookmark.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => bookmark.getAttribute('aria-disabled'), WAIT).toBe('true');
    await page.waitForTimeout(300);
    expect(await isFocused(bookmark)).toBe(true);
    saving.release();
    await expect.poll(() => statuses(page), WAIT).toContain(jobMarkLabels.savedNotice(title));
    expect(await bookmark.getAttribute('aria-pressed')).toBe('true');
    expect(await isFocused(bookmark)).toBe(true);
  });

  it('keeps the focus in the salary field that Enter applied, with no jump of the page', async () => {
    const page = await newPage();
    await page.goto('/jobs');
    await page.locator('main article').first().waitFor();
    const min = page.getByRole('textbox', { name: jobLabels.salaryMin });
    await min.fill('50k');
    const scrolled = await page.evaluate(() => window.scrollY);
    await page.keyboard.press('Enter');
    await page.waitForURL(/salaryMin=50000/);
    await expect.poll(() => min.inputValue(), WAIT).toBe('50,000');
    expect(await isFocused(min)).toBe(true);
    expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
    await page.keyboard.press('Tab');
    expect(await isFocused(page.getByRole('textbox', { name: jobLabels.salaryMax }))).toBe(true);
  });

  it('hands the focus to the next filter chip, then to the results heading when the chips go', async () => {
    const page = await newPage();
    await page.goto('/jobs?workArrangement=remote&jobType=full_time');
    await page.getByRole('contentinfo').waitFor(); // the app is live
    const chips = page.getByRole('list', { name: jobLabels.activeFilters }).getByRole('button');
    await chips.first().focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => chips.count(), WAIT).toBe(1);
    expect(await isFocused(chips.first())).toBe(true);
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.search === '');
    const heading = page.locator('#results-title');
    await expect.poll(() => isFocused(heading), WAIT).toBe(true);
    // Back on the path: the next Tab goes on to the controls above the results, not to the footer.
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => document.activeElement?.closest('footer'))).toBeNull();
  });

  it('moves the focus to the results heading when Clear All Filters takes its button away', async () => {
    const page = await newPage();
    await page.goto('/jobs?workArrangement=remote&jobType=full_time');
    await page.getByRole('contentinfo').waitFor(); // the app is live
    await page.getByRole('button', { name: jobLabels.clearAllFilters }).first().focus();
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.search === '');
    await expect.poll(() => isFocused(page.locator('#results-title')), WAIT).toBe(true);
  });

  it('keeps the focus on Create Alert while it is sent', async () => {
    const page = await newPage();
    await signUp(page, 'job_seeker', 'Ana Alerts');
    await page.goto('/job-alerts');
    const form = page.getByRole('form', { name: alertLabels.createAlert });
    await form.getByRole('textbox', { name: alertLabels.alertName }).fill('Keyboard jobs');
    await form.getByRole('textbox', { name: alertLabels.keywords }).fill('keyboard');
    const sending = await holdRequests(page, /\/api\/alerts$/);
    const create = form.getByRole('button', { name: alertLabels.createAlert });
    await create.focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => create.getAttribute('aria-disabled'), WAIT).toBe('true');
    await page.waitForTimeout(300);
    expect(await isFocused(create)).toBe(true);
    sending.release();
    await page.getByRole('heading', { name: 'Keyboard jobs' }).waitFor();
    expect(await isFocused(create)).toBe(true);
  });

  it('asks before deleting an alert, then moves the focus to the next alert and says so', async () => {
    const page = await newPage();
    await signUp(page, 'job_seeker', 'Del Alerts');
    for (const name of ['First alert', 'Second alert']) {
      const made = await page.request.post('/api/alerts', {
        data: { name, frequency: 'daily', filters: { search: 'keyboard' } },
      });
      expect(made.status()).toBe(201);
    }
    await page.goto('/job-alerts');
    await page.getByRole('heading', { name: 'Second alert' }).waitFor();
    await page.getByRole('contentinfo').waitFor();

    // The switch's ring is not clipped: no box around it that hides what overflows is smaller than the ring.
    const toggle = page.getByRole('switch', { name: `First alert ${alertLabels.receivingNotifications}` });
    await toggle.focus();
    const clipped = await toggle.evaluate((input) => {
      const ring = (input.parentElement as HTMLElement).getBoundingClientRect(); // the round button
      const [top, bottom] = [ring.top - 4, ring.bottom + 4]; // a 2 px ring 2 px out
      const clips: string[] = [];
      for (let box = input.parentElement?.parentElement; box && box.tagName !== 'LI'; box = box.parentElement) {
        const { overflow } = getComputedStyle(box);
        const edges = box.getBoundingClientRect();
        if (overflow !== 'visible' && (edges.top > top || edges.bottom < bottom)) clips.push(box.className);
      }
      return clips;
    });
    expect(clipped).toEqual([]);

    const remove = page.getByRole('button', { name: alertLabels.deleteAlert('First alert') });
    await remove.focus();
    await page.keyboard.press('Enter');
    const question = page.getByRole('alertdialog', { name: alertLabels.deleteTitle });
    await question.waitFor();
    // Cancel has the focus; the next Tab reaches Delete alert.
    await page.keyboard.press('Tab');
    expect(await isFocused(question.getByRole('button', { name: alertLabels.deleteConfirm }))).toBe(true);
    await page.keyboard.press('Enter');
    await page.getByRole('heading', { name: 'First alert' }).waitFor({ state: 'detached' });
    await expect.poll(() => isFocused(page.getByRole('heading', { name: 'Second alert' })), WAIT).toBe(true);
    expect(await statuses(page)).toContain(alertLabels.alertDeleted);
    expect(await (await page.request.get('/api/alerts')).json()).toHaveLength(1);
  });

  it('keeps the focus on Download my data while the data is read', async () => {
    const page = await newPage();
    await signUp(page, 'job_seeker', 'Dee Download');
    await page.goto('/profile');
    const reading = await holdRequests(page, /\/api\/user\/export/);
    const button = page.getByRole('button', { name: accountLabels.downloadData });
    await button.focus();
    const downloaded = page.waitForEvent('download');
    await page.keyboard.press('Enter');
    await expect.poll(() => button.getAttribute('aria-disabled'), WAIT).toBe('true');
    await page.waitForTimeout(300);
    expect(await isFocused(button)).toBe(true);
    reading.release();
    await downloaded;
    expect(await isFocused(button)).toBe(true);
  });
});
