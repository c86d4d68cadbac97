/**
 * A job seeker's tools in Chromium against the real `npm start` stack: save a job, find it on the Saved jobs page,
 * apply, see the Applied mark, withdraw; the company sees "Withdrawn", and the outbox holds the company's
 * new-application email (sent by the application-mail sender through the local Lambda endpoint).
 */

import { jobMarkLabels } from '../../shared/texts/job-mark-texts.js';
import { seekerLabels } from '../../shared/texts/seekers-texts.js';
import { hiringLabels, jobLabels, labels, loadFailureTexts, notices } from '../../shared/texts.js';
import type { Job } from '../../shared/types.js';
import { signUp, tag } from './accounts.js';
import { startBrowserPerFile } from './browser.js';
import { mailTo } from './outbox.js';

const browser = startBrowserPerFile();

describe('job seekers', () => {
  it('save → Saved jobs → apply → Applied → withdraw → company sees Withdrawn and got the email', async () => {
    const title = `Lighthouse Keeper ${tag()}`;
    const company = await browser.newPage();
    const owner = await signUp(company, 'company', 'Beacon Works');
    const posted = await company.request.post('/api/jobs', {
      data: {
        title,
        description: 'Keep the light burning through every storm.',
        requirements: 'Patience, a head for heights.',
        location: 'Azores, Portugal',
        jobType: 'full_time',
        categories: ['Engineering'],
      },
    });
    expect(posted.status()).toBe(201);
    const job = (await posted.json()) as Job;

    // The seeker saves it on the job page, then finds it on the Saved jobs page (through the account menu).
    const seeker = await browser.newPage();
    const sam = await signUp(seeker, 'job_seeker', 'Sam Harbour');
    await seeker.goto(`/job/${job.id}`);
    const bookmark = seeker.getByRole('button', { name: jobMarkLabels.save(title) });
    await bookmark.click();
    await seeker.waitForFunction(
      (name) => document.querySelector(`button[aria-label="${name}"]`)?.getAttribute('aria-pressed') === 'true',
      jobMarkLabels.save(title),
    );
    await seeker.getByRole('button', { name: labels.myAccount }).click();
    await seeker.getByRole('menuitem', { name: seekerLabels.savedJobsTitle }).click();
    await seeker.waitForURL(/\/saved-jobs$/);
    const saved = seeker.getByRole('article', { name: title });
    await saved.waitFor();

    // It applies from the job page; the Applied mark then shows there and on the Saved jobs page.
    await saved.getByRole('link', { name: title }).click();
    await seeker.getByRole('button', { name: jobLabels.applyNow }).first().click();
    const dialog = seeker.getByRole('dialog', { name: hiringLabels.applyTitle(title) });
    await dialog.getByRole('textbox', { name: /Resume/ }).fill('Twenty winters on Fastnet Rock.');
    await dialog.getByRole('textbox', { name: /Cover letter/ }).fill('I never let the light go out.');
    // With the connection gone, sending fails: the toast shows it, and only the dialog's own copy is a live
    // region (screen readers are kept inside the open dialog), so it is announced once.
    await seeker.route('**/api/**', (route) => route.abort());
    await dialog.getByRole('button', { name: hiringLabels.submitApplication }).click();
    await dialog.getByRole('alert').filter({ hasText: notices.applicationFailedText }).waitFor();
    await seeker.getByText(notices.applicationFailed, { exact: true }).waitFor();
    expect(
      await seeker
        .locator('[role="alert"], [role="status"]')
        .filter({ hasText: notices.applicationFailedText })
        .count(),
    ).toBe(1);
    await seeker.unroute('**/api/**');
    await dialog.getByRole('button', { name: hiringLabels.submitApplication }).click();
    await seeker.getByText(notices.applicationSubmitted).waitFor();
    await seeker.getByText(jobMarkLabels.applied, { exact: true }).first().waitFor();
    await seeker.goto('/saved-jobs');
    await seeker.getByRole('article', { name: title }).getByText(jobMarkLabels.applied, { exact: true }).waitFor();

    // With the connection gone, its bookmark fails to take it off: the toast says removing failed, and the
    // bookmark stays filled (its reading again fails too), as the job is still saved.
    const savedMark = seeker
      .getByRole('article', { name: title })
      .getByRole('button', { name: jobMarkLabels.save(title) });
    await seeker.route('**/api/**', (route) => route.abort());
    await savedMark.click();
    await seeker.getByText(jobMarkLabels.removeFailed).waitFor();
    await expect.poll(() => savedMark.getAttribute('aria-pressed')).toBe('true');
    await seeker.unroute('**/api/**');

    // Back online, it takes it off the list (the list is asked for again once the API agreed).
    await savedMark.click();
    await seeker.getByRole('article', { name: title }).waitFor({ state: 'detached' });

    // The company was told at once.
    const mail = await mailTo(owner.email, `Subject: New application for ${title}`);
    expect(mail).toContain('Sam Harbour applied to');

    // With the connection gone, withdrawing fails: the toast says so and the list stays, the application pending
    // (the list's reading again fails too).
    await seeker.goto('/applications');
    const pendingRow = seeker.getByRole('row').filter({ hasText: title });
    await pendingRow.getByText(hiringLabels.statusLabels.pending, { exact: true }).waitFor();
    await seeker.route('**/api/**', (route) => route.abort());
    await pendingRow.getByRole('button', { name: seekerLabels.withdrawFor(title) }).click();
    await seeker.getByRole('button', { name: seekerLabels.withdrawConfirm }).click();
    await seeker.getByText(seekerLabels.withdrawFailed).waitFor();
    await seeker.getByRole('alertdialog').waitFor({ state: 'detached' });
    await pendingRow.getByText(hiringLabels.statusLabels.pending, { exact: true }).waitFor();
    expect(await seeker.getByText(loadFailureTexts.offline).count()).toBe(0);
    await seeker.unroute('**/api/**');

    // Back online, the seeker withdraws it from My Applications, after confirming.
    await seeker
      .getByRole('button', { name: seekerLabels.withdrawFor(title) })
      .first()
      .click();
    await seeker.getByRole('button', { name: seekerLabels.withdrawConfirm }).click();
    await seeker.getByText(seekerLabels.withdrawn).waitFor();
    await seeker.getByRole('row').filter({ hasText: title }).getByText(hiringLabels.statusLabels.withdrawn).waitFor();

    // The company sees it withdrawn, with nothing left to decide.
    await company.goto('/dashboard?tab=applications');
    const row = company.getByRole('row').filter({ hasText: sam.name });
    await row.getByText(hiringLabels.statusLabels.withdrawn).waitFor();
    expect(await row.getByRole('button', { name: hiringLabels.approveFor(sam.name) }).count()).toBe(0);
  });
});
