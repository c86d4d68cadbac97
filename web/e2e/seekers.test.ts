/**
 * A job seeker's tools in Chromium against the real `npm start` stack: save a job, find it on the Saved jobs page,
 * apply, see the Applied mark, withdraw; the company sees "Withdrawn", and the outbox holds the company's
 * new-application email (sent by the application-mail sender through the local Lambda endpoint).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { inject } from 'vitest';
import { seekerLabels } from '../../shared/seekers-texts.js';
import { hiringLabels, labels, notices } from '../../shared/texts.js';
import type { Job, PublicUser } from '../../shared/types.js';
import { startBrowserPerFile } from './browser.js';

const browser = startBrowserPerFile();
const outboxDir = inject('outboxDir');
const tag = () => Math.random().toString(36).slice(2, 10);

/** A new account whose session lands in this page's browser context (sign-in is not what this test is about). */
async function signUp(page: Page, role: 'company' | 'job_seeker', name: string): Promise<PublicUser> {
  const username = `sk${role === 'company' ? 'co' : 'js'}${tag()}`;
  const email = `${username}@example.com`;
  const answer = await page.request.post('/api/register', {
    data: { username, email, name, role, password: 'e2e-Secret-42' },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as PublicUser;
}

/** Polls the outbox (the sender runs after the answer) for a mail to `to` that contains `text`. */
async function mailTo(to: string, text: string): Promise<string> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const found = readdirSync(outboxDir)
      .filter((file) => file.endsWith('.eml'))
      .map((file) => readFileSync(join(outboxDir, file), 'utf8'))
      .find((mail) => mail.includes(`To: ${to}`) && mail.includes(text));
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`No mail to ${to} containing "${text}"`);
}

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
    const bookmark = seeker.getByRole('button', { name: seekerLabels.save(title) });
    await bookmark.click();
    await seeker.waitForFunction(
      (name) => document.querySelector(`button[aria-label="${name}"]`)?.getAttribute('aria-pressed') === 'true',
      seekerLabels.save(title),
    );
    await seeker.getByRole('button', { name: labels.myAccount }).click();
    await seeker.getByRole('menuitem', { name: seekerLabels.savedJobsTitle }).click();
    await seeker.waitForURL(/\/saved-jobs$/);
    const saved = seeker.getByRole('article', { name: title });
    await saved.waitFor();

    // It applies from the job page; the Applied mark then shows there and on the Saved jobs page.
    await saved.getByRole('link', { name: title }).click();
    await seeker.getByRole('button', { name: labels.applyNow }).first().click();
    const dialog = seeker.getByRole('dialog', { name: hiringLabels.applyTitle(title) });
    await dialog.getByRole('textbox', { name: /Resume/ }).fill('Twenty winters on Fastnet Rock.');
    await dialog.getByRole('textbox', { name: /About yourself/ }).fill('I never let the light go out.');
    await dialog.getByRole('button', { name: hiringLabels.submitApplication }).click();
    await seeker.getByText(notices.applicationSubmitted).waitFor();
    await seeker.getByText(seekerLabels.applied, { exact: true }).first().waitFor();
    await seeker.goto('/saved-jobs');
    await seeker.getByRole('article', { name: title }).getByText(seekerLabels.applied, { exact: true }).waitFor();

    // The company was told at once.
    const mail = await mailTo(owner.email, `Subject: New application for ${title}`);
    expect(mail).toContain('Sam Harbour applied to');

    // The seeker withdraws it from My Applications, after confirming.
    await seeker.goto('/applications');
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
