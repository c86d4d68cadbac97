/**
 * Employer stats in Chromium against the real `npm start` stack: a visitor opens a job page (its beacon counts one
 * view), signs up as a job seeker in the same tab and applies (the page, reloaded, sends no second beacon in that
 * browser session), and the company's dashboard shows 1 view and 1 application for the job.
 */
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { statsLabels } from '../../shared/texts/stats-texts.js';
import { hiringLabels, jobLabels, notices } from '../../shared/texts.js';
import type { Job } from '../../shared/types.js';
import { startBrowserPerFile } from './browser.js';
import { registerAs, uniqueWord } from './sign-up.js';

const browser = startBrowserPerFile();

describe('employer stats', () => {
  it("counts a visitor's view and a seeker's application on the company's dashboard", async () => {
    const title = `Data Engineer ${uniqueWord()}`;
    const company = await browser.newPage();
    await registerAs(company, 'company', 'Heron Analytics');
    const posted = await company.request.post('/api/jobs', {
      data: {
        title,
        description: 'Build the pipelines every report here is made from.',
        requirements: 'SQL, Python and a taste for tidy data.',
        location: 'Porto, Portugal',
        jobType: 'full_time',
      },
    });
    expect(posted.status()).toBe(201);
    const job = (await posted.json()) as Job;

    // A visitor opens the job page, then signs up as a seeker in the same tab and applies.
    const visitor = await browser.newPage();
    const beacons: string[] = [];
    visitor.on('request', (request) => {
      if (request.url().endsWith(`/api/jobs/${job.id}/views`)) beacons.push(request.method());
    });
    const beaconSent = visitor.waitForRequest((request) => request.url().endsWith(`/api/jobs/${job.id}/views`));
    await visitor.goto(`/job/${job.id}`);
    await visitor.getByRole('heading', { level: 1, name: title }).waitFor();
    await beaconSent;
    expect(beacons).toEqual(['POST']);
    await registerAs(visitor, 'job_seeker', 'Vera Visitor');
    await visitor.reload();
    await visitor.getByRole('button', { name: jobLabels.applyNow }).first().click();
    const dialog = visitor.getByRole('dialog', { name: hiringLabels.applyTitle(title) });
    await dialog.getByRole('textbox', { name: /Resume/ }).fill('Six years of data pipelines in Python and SQL.');
    await dialog.getByRole('textbox', { name: /Cover letter/ }).fill('I like tidy data.');
    await dialog.getByRole('button', { name: hiringLabels.submitApplication }).click();
    await visitor.getByText(notices.applicationSubmitted).waitFor();
    expect(beacons).toEqual(['POST']);

    // The company sees 1 view and 1 application on the job's row and in its stats.
    await company.goto('/dashboard');
    await company.getByRole('article', { name: title }).getByText(statsLabels.rowCounts(1, 1)).waitFor();
    await company.getByRole('link', { name: statsLabels.jobStats(title) }).click();
    await company.waitForURL(new RegExp(`tab=stats&job=${job.id}$`));
    const views = company.getByRole('group', { name: statsLabels.views });
    await views.waitFor();
    expect(await views.textContent()).toBe(`${statsLabels.views}1`);
    expect(await company.getByRole('group', { name: statsLabels.applications }).textContent()).toBe(
      `${statsLabels.applications}1`,
    );
    expect(await company.getByRole('group', { name: statsLabels.approvalRate }).textContent()).toContain(
      statsLabels.approvalRateNone,
    );

    // On a phone the numbers as a table stay inside the screen: the table scrolls in its own box.
    await company.setViewportSize({ width: 390, height: 844 });
    await company.reload();
    await company.getByRole('button', { name: statsLabels.showTable }).click();
    const table = company.getByRole('region', { name: statsLabels.tableCaption(title), exact: true });
    await table.waitFor();
    await company.screenshot({ path: join(tmpdir(), 'dashboard-stats-table-390.png'), fullPage: true });
    const box = await table.boundingBox();
    expect(box?.x).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(390);
    expect(await company.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
