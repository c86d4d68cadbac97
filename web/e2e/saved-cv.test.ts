/**
 * The saved CV in Chromium against the real `npm start` stack (s3rver included): a seeker uploads a CV on the
 * profile (the browser posts it straight to the local S3), applies with it in one click from the job page, where
 * similar jobs are listed with their reason; the company the application went to downloads the very same bytes,
 * and another company gets nothing.
 */
import { readFileSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { cvMessages } from '../../shared/schemas/cv.js';
import { cvLabels } from '../../shared/texts/cv-texts.js';
import { hiringLabels, jobLabels, notices } from '../../shared/texts.js';
import type { Application, Job, PublicUser, SimilarJob } from '../../shared/types.js';
import { startBrowserPerFile } from './browser.js';
import { confirmEmailOf } from './outbox.js';

const browser = startBrowserPerFile();
const tag = () => Math.random().toString(36).slice(2, 10);

async function signUp(page: Page, role: 'company' | 'job_seeker', name: string): Promise<PublicUser> {
  const username = `cv${role === 'company' ? 'co' : 'js'}${tag()}`;
  const answer = await page.request.post('/api/register', {
    data: { username, email: `${username}@example.com`, name, role, password: 'e2e-Secret-42' },
  });
  expect(answer.status()).toBe(201);
  await confirmEmailOf(page.request, `${username}@example.com`);
  return (await answer.json()) as PublicUser;
}

async function postJob(page: Page, title: string): Promise<Job> {
  const answer = await page.request.post('/api/jobs', {
    data: {
      title,
      description: 'Build the pages our harbour pilots rely on.',
      requirements: 'Three years of web work.',
      location: 'Lisbon, Portugal',
      jobType: 'full_time',
      categories: ['Engineering'],
      skills: ['React', 'TypeScript', 'GraphQL'],
    },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as Job;
}

/** Polls the API until the index lists `other` as similar to `job` (the stream indexer runs after the write). */
async function similarIndexed(page: Page, job: Job, other: Job): Promise<SimilarJob> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const similar = (await (await page.request.get(`/api/jobs/${job.id}/similar`)).json()) as SimilarJob[];
    const found = similar.find((one) => one.id === other.id);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Job ${other.id} never became similar to job ${job.id}`);
}

const cvBytes = Buffer.concat([Buffer.from('%PDF-1.7\n% Sam Harbour, CV\n'), Buffer.alloc(40_000, 0x20)]);

describe('saved CV', () => {
  it('upload on the profile → one-click apply → the company downloads it, another company cannot', async () => {
    const company = await browser.newPage();
    await signUp(company, 'company', 'Harbour Pilots');
    const suffix = tag();
    const job = await postJob(company, `Frontend Engineer ${suffix}`);
    const sibling = await postJob(company, `React Developer ${suffix}`);

    // The profile refuses a wrong file before any upload, then keeps a PDF.
    const seeker = await browser.newPage({ width: 390, height: 844 });
    await signUp(seeker, 'job_seeker', 'Sam Harbour');
    await seeker.goto('/profile');
    const choose = async (button: string, file: { name: string; mimeType: string; buffer: Buffer }) => {
      const [chooser] = await Promise.all([
        seeker.waitForEvent('filechooser'),
        seeker.getByRole('button', { name: button }).click(),
      ]);
      await chooser.setFiles(file);
    };
    await choose(cvLabels.upload, { name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('hello') });
    await seeker.getByRole('alert').filter({ hasText: cvMessages.wrongType }).waitFor();
    await choose(cvLabels.upload, { name: 'Sam Harbour.pdf', mimeType: 'application/pdf', buffer: cvBytes });
    await seeker.getByRole('button', { name: cvLabels.replaceCv('Sam Harbour.pdf') }).waitFor();

    // The job page lists the other job as similar, with the API's reason; Apply offers the saved CV, chosen.
    const reason = (await similarIndexed(seeker, job, sibling)).reason;
    expect(reason).toBe('same category and 3 shared skills: React, TypeScript, GraphQL');
    await seeker.goto(`/job/${job.id}`);
    const similar = seeker.getByRole('region', { name: 'Similar jobs' });
    await similar.getByRole('article', { name: sibling.title }).getByText(reason).waitFor();
    await seeker.getByRole('button', { name: jobLabels.applyNow }).first().click();
    const dialog = seeker.getByRole('dialog', { name: hiringLabels.applyTitle(job.title) });
    expect(await dialog.getByRole('radio', { name: new RegExp(cvLabels.withSavedCv) }).isChecked()).toBe(true);
    await dialog.getByRole('button', { name: hiringLabels.submitApplication }).click();
    await seeker.getByText(notices.applicationSubmitted).waitFor();

    // The owning company downloads exactly the bytes uploaded.
    const received = (await (await company.request.get('/api/applications')).json()) as Application[];
    const application = received.find((one) => one.jobId === job.id);
    expect(application?.cv).toMatchObject({ name: 'Sam Harbour.pdf', size: cvBytes.length, type: 'pdf' });
    await company.goto(`/application/${application?.id}`);
    const [download] = await Promise.all([
      company.waitForEvent('download'),
      company.getByRole('button', { name: cvLabels.downloadCvOf('Sam Harbour') }).click(),
    ]);
    expect(download.suggestedFilename()).toBe('Sam Harbour - CV.pdf');
    expect(readFileSync(await download.path()).equals(cvBytes)).toBe(true);

    // Another company neither sees the application nor gets a link.
    const rival = await browser.newPage();
    await signUp(rival, 'company', 'Rival Docks');
    const refused = await rival.request.get(`/api/applications/${application?.id}/cv`);
    expect([403, 404]).toContain(refused.status());
    expect(await refused.text()).not.toContain('X-Amz-Signature');
  });
});
