/**
 * Structured pay and closing dates in Chromium against the real `npm start` stack: a company posts a job paid in
 * euros, its card shows the pay, a salary range in US dollars finds it; its closing date passes, the expiry worker
 * (on the stack's timer, as the schedule runs it deployed) takes it out of search, the company sees it Expired and
 * Repost brings it back.
 */
import { UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import { localClient } from '../../functions/local/dynamodb.js';
import { TABLE_NAME } from '../../scripts/local/local-data.js';
import { addDays, todayUtc } from '../../shared/closing-date.js';
import { hiringLabels, jobLabels, moneyTexts, notices, screenTexts } from '../../shared/texts.js';
import type { JobSummary } from '../../shared/types.js';
import { startBrowserPerFile } from './browser.js';
import { choose, registerAs, uniqueWord } from './sign-up.js';
import { stack } from './stack.js';

const browser = startBrowserPerFile();

/** Time passing, which no API can do: the job's closing date becomes yesterday in the table. */
async function closeYesterday(jobId: number) {
  const client = localClient(stack.dynamoEndpoint);
  try {
    await client.send(
      new UpdateItemCommand({
        TableName: TABLE_NAME,
        Key: { pk: { S: `JOB#${jobId}` }, sk: { S: 'JOB' } },
        UpdateExpression: 'SET closingDate = :date',
        ExpressionAttributeValues: { ':date': { S: addDays(todayUtc(), -1) } },
      }),
    );
  } finally {
    client.destroy();
  }
}

describe('pay and closing dates', () => {
  it('posts pay in euros, finds it in dollars; expires after the closing date; Repost brings it back', async () => {
    const word = uniqueWord();
    const title = `Payroll Analyst ${word}`;
    const page = await browser.newPage();
    await registerAs(page, 'company', `Euro Pay Works ${word}`);

    await page.goto('/post-job');
    await page.getByRole('textbox', { name: /Job Title/ }).fill(title);
    await page.getByRole('textbox', { name: /Description/ }).fill('Run payroll for our teams in five countries.');
    await page.getByRole('textbox', { name: /Requirements/ }).fill('Three years of payroll in Europe.');
    await page.getByRole('textbox', { name: /Location/ }).fill('Dublin, Ireland');
    await choose(page, /Job Type/, 'Full-time');
    await page.getByRole('combobox', { name: /Categories/ }).click();
    await page.getByRole('option', { name: 'Finance' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: hiringLabels.salaryMinimum }).fill('50,000');
    await page.getByRole('textbox', { name: hiringLabels.salaryMaximum }).fill('60000');
    await choose(page, hiringLabels.currency, 'EUR');
    await page.getByRole('button', { name: hiringLabels.postJob }).click();
    await page.getByText(notices.jobPosted).waitFor();

    // The card shows the pay; a yearly minimum of $50,000 finds it (€50k–60k is about $54k–65k), $70,000 does not.
    await page.goto(`/jobs?search=${word}`);
    const card = page.getByRole('article', { name: title });
    await card.getByText('€50k–60k a year').waitFor();
    const filters = page.getByRole('form', { name: jobLabels.salaryRange });
    await filters.getByRole('textbox', { name: jobLabels.salaryMin }).fill('50000');
    await filters.getByLabel(hiringLabels.currency).selectOption('USD');
    await filters.getByRole('button', { name: jobLabels.apply }).click();
    await page.waitForURL(/salaryMin=50000.*currency=USD/);
    await card.waitFor();
    await page.goto(`/jobs?search=${word}&salaryMin=70000&currency=USD`);
    await page.getByText(notices.noJobsFound).waitFor();

    // The closing date passes: the worker's next run (every 3 s on the test stack) takes the job off the board.
    const found = (await (await page.request.get(`/api/jobs?search=${word}`)).json()) as JobSummary[];
    const jobId = found[0]?.id as number;
    await closeYesterday(jobId);
    await expect
      .poll(async () => (await page.request.get(`/api/jobs/${jobId}`)).status(), { timeout: 20_000 })
      .toBe(404);
    expect(await (await page.request.get(`/api/jobs?search=${word}`)).json()).toEqual([]);

    // The company still has it, Expired; one click reposts it and it is found again.
    await page.goto('/dashboard');
    const row = page.getByRole('article', { name: title });
    await row.getByText(hiringLabels.expired, { exact: true }).waitFor();
    await row.getByRole('button', { name: screenTexts.repostJob(title) }).click();
    await page.getByText(screenTexts.jobReposted).waitFor();
    await row.getByText(hiringLabels.active, { exact: true }).waitFor();
    await expect
      .poll(async () => ((await (await page.request.get(`/api/jobs?search=${word}`)).json()) as JobSummary[]).length, {
        timeout: 20_000,
      })
      .toBe(1);
  });

  it('posts a job with pay typed as people write it: "$90,000" to "$110k"', async () => {
    const word = uniqueWord();
    const title = `Payments Engineer ${word}`;
    const page = await browser.newPage();
    await registerAs(page, 'company', `Dollar Pay Works ${word}`);

    await page.goto('/post-job');
    await page.getByRole('textbox', { name: /Job Title/ }).fill(title);
    await page.getByRole('textbox', { name: /Description/ }).fill('Build the payments our customers rely on.');
    await page.getByRole('textbox', { name: /Requirements/ }).fill('Five years of building payment systems.');
    await page.getByRole('textbox', { name: /Location/ }).fill('Austin, TX');
    await choose(page, /Job Type/, 'Full-time');
    await page.getByRole('combobox', { name: /Categories/ }).click();
    await page.getByRole('option', { name: 'Finance' }).click();
    await page.keyboard.press('Escape');
    // Typed key by key, as a person does: the field says what it read, and writes it plainly once left.
    const min = page.getByRole('textbox', { name: hiringLabels.salaryMinimum });
    await min.pressSequentially('$90,000');
    await page.getByText(moneyTexts.readAs('$90,000 a year')).waitFor();
    const max = page.getByRole('textbox', { name: hiringLabels.salaryMaximum });
    await max.pressSequentially('$110k');
    await page.getByText(moneyTexts.readAs('$110,000 a year')).waitFor();
    await max.blur();
    expect(await min.inputValue()).toBe('90,000');
    expect(await max.inputValue()).toBe('110,000');
    await page.getByRole('button', { name: hiringLabels.postJob }).click();
    await page.getByText(notices.jobPosted).waitFor();

    await page.goto(`/jobs?search=${word}`);
    const card = page.getByRole('article', { name: title });
    await card.getByText('$90k–110k a year').waitFor();
    const found = (await (await page.request.get(`/api/jobs?search=${word}`)).json()) as JobSummary[];
    expect(found[0]).toMatchObject({ salaryMin: 90_000, salaryMax: 110_000, currency: 'USD', period: 'year' });
    // The salary filter reads "100k" the same way.
    const filters = page.getByRole('form', { name: jobLabels.salaryRange });
    await filters.getByRole('textbox', { name: jobLabels.salaryMin }).fill('100k');
    await filters.getByRole('button', { name: jobLabels.apply }).click();
    await page.waitForURL(/salaryMin=100000/);
    await card.waitFor();
  });
});
