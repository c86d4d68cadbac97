/**
 * Matching in Chromium against the real stack: a seeker uploads a CV on the profile, the CV reader (a worker behind
 * the local Lambda endpoint) proposes the skills it read, the seeker keeps them, the home page's Jobs for you shows
 * the matching jobs with their reasons and the skills they lack, and "Not interested" hides one. Screenshots of the
 * new screens at phone and desktop width go to scripts/bench/data/results/screens/ for a person to look at.
 */
import { mkdirSync } from 'node:fs';
import type { Page } from 'playwright-core';
import { makePdf } from '../../functions/testing/cv-samples.js';
import { cvLabels } from '../../shared/texts/cv-texts.js';
import { matchingLabels } from '../../shared/texts/matching-texts.js';
import type { Job } from '../../shared/types.js';
import { signUp, tag } from './accounts.js';
import { startBrowserPerFile } from './browser.js';

const browser = startBrowserPerFile();
const screens = new URL('../../scripts/bench/data/results/screens/', import.meta.url).pathname;

/** Skills no other job of the board has, so the ranking is about this test's jobs whatever the seed holds. */
const word = tag().replace(/[0-9]/g, 'x');
const skills = { harbour: `Harbourscript${word}`, tide: `Tidelang${word}`, keel: `Keelops${word}` };

async function postJob(page: Page, title: string, jobSkills: string[]): Promise<Job> {
  const answer = await page.request.post('/api/jobs', {
    data: {
      title,
      description: 'Build the pages our harbour pilots rely on.',
      requirements: 'Three years of web work.',
      location: 'Lisbon, Portugal',
      jobType: 'full_time',
      categories: ['Engineering'],
      skills: jobSkills,
    },
  });
  expect(answer.status()).toBe(201);
  return (await answer.json()) as Job;
}

/** Waits until the search index has the job (the stream indexer runs after the write, and fills the skills). */
async function indexed(page: Page, search: string, job: Job): Promise<void> {
  for (let attempt = 0; attempt < 100; attempt++) {
    const found = (await (await page.request.get(`/api/jobs?search=${encodeURIComponent(search)}`)).json()) as Job[];
    if (found.some((one) => one.id === job.id)) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`Job ${job.id} never reached the index`);
}

describe('matching', () => {
  it('upload a CV → skills proposed and kept → Jobs for you with reasons → Not interested hides one', async () => {
    const company = await browser.newPage();
    await signUp(company, 'company', 'Harbour Pilots');
    const both = await postJob(company, `Harbour Frontend ${word}`, [skills.harbour, skills.tide, skills.keel]);
    const one = await postJob(company, `Tide Tools ${word}`, [skills.tide]);
    await indexed(company, skills.keel, both);
    await indexed(company, skills.tide, one);

    const seeker = await browser.newPage();
    await signUp(seeker, 'job_seeker', 'Sam Harbour');
    await seeker.goto('/profile');
    const cv = makePdf({
      pages: [
        ['Sam Harbour, web developer', `Five years of ${skills.harbour} and ${skills.tide} in harbour software.`],
      ],
    });
    const [chooser] = await Promise.all([
      seeker.waitForEvent('filechooser'),
      seeker.getByRole('button', { name: cvLabels.upload }).click(),
    ]);
    await chooser.setFiles({ name: 'Sam Harbour.pdf', mimeType: 'application/pdf', buffer: cv });

    // The worker reads it; the profile asks again until the proposal is there: two skills, the seeker keeps them.
    const proposal = seeker.getByText(/We read these \d+ skills from your CV/);
    await proposal.waitFor({ timeout: 30_000 });
    for (const skill of [skills.harbour, skills.tide]) await seeker.getByRole('button', { name: skill }).waitFor();
    mkdirSync(screens, { recursive: true });
    await seeker.screenshot({ path: `${screens}matching-profile-1280.png`, fullPage: true });
    await seeker.getByRole('button', { name: matchingLabels.keepSkills }).click();
    await proposal.waitFor({ state: 'detached' });

    // Jobs for you leads the home page: the job with both skills first, its reasons and the skill it lacks.
    await seeker.goto('/');
    const section = seeker.getByRole('region', { name: matchingLabels.jobsForYou });
    const card = section.getByRole('article', { name: `Harbour Frontend ${word}` });
    await card.waitFor();
    await card.getByText(new RegExp(`2 of your \\d+ skills: .*${skills.harbour}`)).waitFor();
    // The job's skill the seeker did not list, under the reasons.
    await card.getByText(skills.keel, { exact: true }).waitFor();
    const other = section.getByRole('article', { name: `Tide Tools ${word}` });
    await other.waitFor();
    await seeker.setViewportSize({ width: 390, height: 844 });
    await seeker.screenshot({ path: `${screens}jobs-for-you-390.png`, fullPage: true });
    await seeker.setViewportSize({ width: 1280, height: 900 });

    // Not interested: the card goes, and stays gone after a reload.
    await card.getByRole('button', { name: matchingLabels.notInterested }).click();
    await card.waitFor({ state: 'detached' });
    await seeker.reload();
    await other.waitFor();
    expect(await section.getByRole('article', { name: `Harbour Frontend ${word}` }).count()).toBe(0);
  });
});
