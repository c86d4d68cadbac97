/**
 * A visitor mistypes a search on the seeded board and follows the suggestion, in Chromium against the real
 * `npm start` stack: the count comes from the API's total, the search words are marked on the cards. A search
 * with no word in it says so instead of showing the board; pay typed into the words is offered as the salary filter;
 * a very long word is searched and its chip fits a phone.
 */
import { TOTAL_COUNT_HEADER } from '../../shared/constants.js';
import { searchTexts } from '../../shared/texts/search-texts.js';
import { jobLabels, notices } from '../../shared/texts.js';
import { startBrowserPerFile } from './browser.js';

const browser = startBrowserPerFile();

describe('searching jobs', () => {
  it('suggests the word meant for a typo and finds its jobs in one click', async () => {
    const page = await browser.newPage();
    await page.goto('/jobs?search=pyhton');
    const suggestion = page.getByRole('link', { name: 'python', exact: true });
    await suggestion.waitFor();
    // Screen readers hear it with the count.
    await page
      .getByRole('status')
      .filter({ hasText: `${searchTexts.didYouMean} python?` })
      .waitFor({ state: 'attached' });

    const answer = page.waitForResponse((response) => /\/api\/jobs\?search=python(&|$)/.test(response.url()));
    await suggestion.click();
    await page.waitForURL(/\/jobs\?search=python$/);
    const total = Number((await answer).headers()[TOTAL_COUNT_HEADER]);
    expect(total).toBeGreaterThan(0);
    await page.getByRole('heading', { name: searchTexts.jobCount(total), exact: true }).waitFor();
    expect(await page.getByRole('textbox', { name: 'Job title, keywords, or company' }).inputValue()).toBe('python');

    // Every card says why it is there, and the word is marked where it shows.
    const cards = page.locator('main article');
    await cards.first().waitFor();
    const count = await cards.count();
    expect(await cards.getByText(/^Matched in /).count()).toBe(count);
    const marks = await page.locator('main article mark').allInnerTexts();
    expect(marks.length).toBeGreaterThan(0);
    expect(marks.every((mark) => mark.toLowerCase() === 'python')).toBe(true);
  });

  it('offers pay typed into the words as the salary filter, and the list then has the jobs paying it', async () => {
    const page = await browser.newPage();
    await page.goto('/jobs');
    const box = page.getByRole('textbox', { name: 'Job title, keywords, or company' });
    await box.fill('engineer $90,000');
    await box.press('Enter');
    const offer = page.getByRole('link', { name: searchTexts.jobsPaying('engineer', '$90k a year', false) });
    await offer.waitFor();

    const answer = page.waitForResponse((response) => /\/api\/jobs\?.*salaryMin=90000/.test(response.url()));
    await offer.click();
    await page.waitForURL(/\/jobs\?search=engineer&salaryMin=90000&currency=USD$/);
    const total = Number((await answer).headers()[TOTAL_COUNT_HEADER]);
    expect(total).toBeGreaterThan(0);
    await page.getByRole('heading', { name: searchTexts.jobCount(total), exact: true }).waitFor();
    expect(await box.inputValue()).toBe('engineer');
    // The same jobs the API gives for the words and the filter.
    const direct = await page.request.get('/api/jobs?search=engineer&salaryMin=90000&currency=USD');
    expect(direct.headers()[TOTAL_COUNT_HEADER]).toBe(String(total));
  });

  it('never shows the whole board for a search with no word in it, and narrows by a very long word', async () => {
    const page = await browser.newPage({ width: 390, height: 844 });
    for (const search of ['%', '*', '\u0000']) {
      await page.goto(`/jobs?search=${encodeURIComponent(search)}`);
      await page.getByRole('heading', { name: jobLabels.typeAWord }).waitFor();
      expect(await page.locator('main article').count()).toBe(0);
      const answer = await page.request.get(`/api/jobs?search=${encodeURIComponent(search)}`);
      expect(answer.status()).toBe(400);
      expect(await answer.json()).toEqual({ message: jobLabels.typeAWord });
    }
    // A pasted 90-letter word is searched by its first 40 letters: no job of the board has them.
    const long = 'x'.repeat(90);
    await page.goto(`/jobs?search=${long}`);
    await page.getByText(notices.noJobsFound).waitFor();
    // Its chip stays within the phone's width.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
