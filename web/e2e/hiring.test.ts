/**
 * The hiring loop in Chromium against the real `npm start` stack: a company posts a job (after a validation
 * error), edits it, a job seeker finds it by search and applies, the company approves, the seeker sees it. Every
 * test registers its own accounts through the API, so it depends on no demo account and no other test.
 */

import type { Page } from 'playwright-core';
import { searchTexts } from '../../shared/texts/search-texts.js';
import { hiringLabels, jobLabels, labels, notices, screenTexts, validation } from '../../shared/texts.js';
import type { Job } from '../../shared/types.js';
import { startBrowserPerFile } from './browser.js';
import { choose, registerAs, uniqueWord } from './sign-up.js';

const browser = startBrowserPerFile();

describe('hiring', () => {
  it('a company posts and edits a job, a seeker finds it and applies, the company approves it', async () => {
    const word = uniqueWord();
    const title = `Platform Engineer ${word}`;

    // The company posts the job, first with a title that is too short.
    const company = await browser.newPage();
    await registerAs(company, 'company', `Kestrel Works ${word}`);
    await company.goto('/post-job');
    await company.getByRole('textbox', { name: /Job Title/ }).fill('ab');
    await company.getByRole('textbox', { name: /Description/ }).fill('Run the platform every team here builds on.');
    await company.getByRole('textbox', { name: /Requirements/ }).fill('- Kubernetes\n- Terraform\n- On-call calm');
    await company.getByRole('textbox', { name: /Location/ }).fill('Lisbon, Portugal');
    await choose(company, /Job Type/, 'Full-time');
    await choose(company, /Experience Level/, 'Senior Level');
    await company.getByRole('combobox', { name: /Categories/ }).click();
    await company.getByRole('option', { name: 'Engineering' }).click();
    await company.keyboard.press('Escape');
    await company.getByRole('combobox', { name: /Skills/ }).fill('Go, Rust,');
    await company.getByRole('button', { name: hiringLabels.postJob }).click();
    await company.getByText(validation.titleMin).waitFor();
    expect(company.url()).toMatch(/\/post-job$/);

    await company.getByRole('textbox', { name: /Job Title/ }).fill(title);
    await company.getByRole('button', { name: hiringLabels.postJob }).click();
    await company.getByText(notices.jobPosted).waitFor();
    await company.waitForURL(/\/dashboard$/);

    // It edits the job: its pay and a clearer location.
    await company.getByRole('link', { name: hiringLabels.editJob(title) }).click();
    await company.waitForURL(/\/edit-job\/\d+$/);
    const jobId = company.url().replace(/^.*\//, '');
    await company.getByRole('textbox', { name: hiringLabels.salaryMinimum }).fill('90,000');
    await company.getByRole('textbox', { name: hiringLabels.salaryMaximum }).fill('110000');
    await choose(company, hiringLabels.currency, 'EUR');
    await company.getByRole('textbox', { name: /Location/ }).fill('Lisbon or remote in Europe');
    await company.getByRole('button', { name: hiringLabels.saveChanges }).click();
    await company.getByText(hiringLabels.jobUpdated).waitFor();
    await company.waitForURL(/\/dashboard$/);
    await company
      .getByRole('article', { name: title })
      .getByText('Lisbon or remote in Europe', { exact: false })
      .waitFor();

    // A job seeker finds it by searching the jobs list, sees the edit, and applies.
    const seeker = await browser.newPage();
    const jane = await registerAs(seeker, 'job_seeker', `Jane ${word}`);
    await seeker.goto('/jobs');
    await seeker.getByRole('textbox', { name: labels.searchPlaceholder }).fill(word);
    await seeker.getByRole('button', { name: labels.search, exact: true }).click();
    await seeker.waitForURL(new RegExp(`search=${word}`));
    await seeker.getByRole('heading', { name: searchTexts.jobCount(1), exact: true }).waitFor(); // exactly this job
    await seeker.getByRole('heading', { name: title }).waitFor();
    await seeker.getByRole('link', { name: labels.viewDetails }).click();
    await seeker.waitForURL(new RegExp(`/job/${jobId}$`));
    await seeker.getByText('€90k–110k a year', { exact: true }).first().waitFor();
    await seeker.getByRole('button', { name: jobLabels.applyNow }).first().click();
    const dialog = seeker.getByRole('dialog', { name: hiringLabels.applyTitle(title) });
    await dialog.getByRole('textbox', { name: /Resume/ }).fill('Eight years running Kubernetes in production.');
    await dialog.getByRole('textbox', { name: /Cover letter/ }).fill('I keep platforms calm.');
    await dialog.getByRole('button', { name: hiringLabels.submitApplication }).click();
    await seeker.getByText(notices.applicationSubmitted).waitFor();
    await dialog.waitFor({ state: 'hidden' });
    await seeker.getByRole('link', { name: hiringLabels.applied }).first().waitFor();

    // The company approves it on its dashboard.
    await company.goto('/dashboard?tab=applications');
    const row = company.getByRole('row').filter({ hasText: jane.name });
    await row.getByText(hiringLabels.statusLabels.pending).waitFor();
    await row.getByRole('button', { name: hiringLabels.approveFor(jane.name) }).click();
    const decide = company.getByRole('dialog');
    await decide.getByRole('textbox', { name: hiringLabels.decisionMessage }).fill('Welcome aboard!');
    await decide.getByRole('button', { name: hiringLabels.approve, exact: true }).click();
    await company.getByText(notices.statusUpdatedText('approved')).waitFor();
    await row.getByText(hiringLabels.statusLabels.approved).waitFor();

    // The seeker sees 'approved' in My Applications.
    await seeker.goto('/applications');
    await seeker.getByText(hiringLabels.seekerSubtitle).first().waitFor();
    const mine = seeker.getByRole('row').filter({ hasText: title });
    await mine.getByText(/approved/i).waitFor();
    expect(await mine.getByText(hiringLabels.statusLabels.pending).count()).toBe(0);
  }, 120_000); // five screens and two accounts: past the project's minute on a busy two-core machine

  it("fetches the Apply dialog's code once idle for a seeker who can apply, not for a visitor", async () => {
    const dialogCode = /\/assets\/apply-dialog-[^/]*\.js$/;
    const [job] = (await (await (await browser.newPage()).request.get('/api/jobs?limit=1')).json()) as Job[];
    if (!job) throw new Error('the board has no job');
    const idle = (page: Page) =>
      page.evaluate(() => new Promise((done) => requestIdleCallback(() => requestIdleCallback(done))));

    const visitor = await browser.newPage();
    const visitorAsked: string[] = [];
    visitor.on('request', (request) => dialogCode.test(request.url()) && visitorAsked.push(request.url()));
    await visitor.goto(`/job/${job.id}`);
    await visitor.getByRole('contentinfo').waitFor(); // the app is live
    await idle(visitor);
    expect(visitorAsked).toEqual([]);

    const seeker = await browser.newPage();
    await registerAs(seeker, 'job_seeker', `Jane ${uniqueWord()}`);
    const fetched = seeker.waitForRequest(dialogCode);
    await seeker.goto(`/job/${job.id}`);
    await fetched; // before any tap
    await seeker.getByRole('button', { name: jobLabels.applyNow }).first().click();
    await seeker.getByRole('dialog', { name: hiringLabels.applyTitle(job.title) }).waitFor();
  });

  it('opens the job form with its menus ready, never a disabled stand-in first', async () => {
    const page = await browser.newPage();
    await registerAs(page, 'company', `Ready Form ${uniqueWord()}`);
    // Counts every change of the page in which the select's disabled placeholder (select-field.tsx) is in the form.
    await page.addInitScript(() => {
      const seen = { standIns: 0 };
      Object.assign(window, { seen });
      new MutationObserver(() => {
        if (document.querySelector('main input[disabled][readonly]')) seen.standIns += 1;
      }).observe(document, { subtree: true, childList: true, attributes: true });
    });
    await page.goto('/post-job');
    await page.getByRole('combobox', { name: /Job Type/ }).waitFor();
    expect(await page.evaluate(() => (window as unknown as { seen: { standIns: number } }).seen.standIns)).toBe(0);
  });

  it('shows a job title containing HTML as text, on the job page and the dashboard', async () => {
    const page = await browser.newPage();
    await registerAs(page, 'company', `Markup Test ${uniqueWord()}`);
    const title = `<img src=x onerror="window.__xss=1">Bold <b>move</b>`;
    const response = await page.request.post('/api/jobs', {
      data: {
        title,
        description: 'A description long enough.',
        requirements: 'Requirements long enough.',
        location: 'Remote',
        jobType: 'remote',
        categories: ['Engineering'],
      },
    });
    expect(response.status()).toBe(201);
    const job = (await response.json()) as Job;

    await page.goto(`/job/${job.id}`);
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(title);
    await page.goto('/dashboard');
    await page.getByRole('heading', { name: title }).waitFor();
    expect(await page.locator('main img[src="x"], main b').count()).toBe(0);
    expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();
  });

  it('deletes a job from the dashboard: the deleted toast, and the row leaves at once', async () => {
    const page = await browser.newPage();
    await registerAs(page, 'company', `Delete Test ${uniqueWord()}`);
    const title = `Short Lived Role ${uniqueWord()}`;
    const keep = `Staying Role ${uniqueWord()}`;
    for (const name of [title, keep]) {
      const response = await page.request.post('/api/jobs', {
        data: {
          title: name,
          description: 'A description long enough.',
          requirements: 'Requirements long enough.',
          location: 'Porto',
          jobType: 'full_time',
          categories: ['Engineering'],
        },
      });
      expect(response.status()).toBe(201);
    }
    await page.goto('/dashboard');
    await page.getByRole('button', { name: hiringLabels.deleteJob(title) }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: hiringLabels.delete }).click();
    await page.getByText(notices.jobDeleted, { exact: true }).waitFor();
    // The description shares the alert's message element with the title.
    await page.getByRole('status').getByText(notices.jobDeletedText).waitFor();
    await page.getByRole('article', { name: title }).waitFor({ state: 'detached' });
    await page.getByRole('article', { name: keep }).waitFor();
  });

  it('asks before unsaved edits of the job form are left by Back or a link: Keep editing stays, Leave goes', async () => {
    const page = await browser.newPage();
    await registerAs(page, 'company', `Leave Test ${uniqueWord()}`);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: labels.postAJob }).first().click(); // in the site: Back stays in it too
    await page.waitForURL(/\/post-job$/);
    const title = page.getByRole('textbox', { name: /Job Title/ });
    await title.fill('Half-typed title');
    const question = page.getByRole('alertdialog', { name: screenTexts.leaveTitle });

    // Closing or reloading the tab: the browser's own prompt is asked for.
    const prompted = await page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
    expect(prompted).toBe(true);

    // The skip link moves within the page: nothing is left, nothing is asked, and no history entry is added
    // (Back from a `#main` entry was once read as a step forward).
    const skip = page.getByRole('link', { name: labels.skipToContent });
    await skip.focus();
    await skip.press('Enter');
    await page.waitForFunction(() => document.activeElement?.id === 'main');
    expect(new URL(page.url()).hash).toBe('');
    expect(await question.count()).toBe(0);

    for (const leaveBy of [
      () => page.evaluate(() => history.back()),
      () => page.getByRole('link', { name: hiringLabels.backToDashboard }).click(),
    ]) {
      await leaveBy();
      await question.getByRole('button', { name: screenTexts.keepEditing }).click();
      await question.waitFor({ state: 'hidden' });
      expect(new URL(page.url()).pathname).toBe('/post-job');
      expect(await title.inputValue()).toBe('Half-typed title');
    }

    await page.evaluate(() => history.back());
    await question.getByRole('button', { name: screenTexts.leavePage }).click();
    await page.waitForURL(/\/dashboard$/);
  });
});
