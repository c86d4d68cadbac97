/**
 * Moderation in Chromium against the real `npm start` stack: three signed-in users report a job (the first through
 * the job page's Report this job dialog), the job is hidden from the public, the demo admin restores it from the
 * admin desk with a reason, and the audit log shows the restore.
 */
import type { Page } from 'playwright-core';
import { deskLabels, reportLabels } from '../../shared/texts/moderation-texts.js';
import type { Job } from '../../shared/types.js';
import { signInDemoAdmin } from './admin-sign-in.js';
import { startBrowserPerFile } from './browser.js';
import { confirmEmailOf } from './outbox.js';

const browser = startBrowserPerFile();
const tag = () => Math.random().toString(36).slice(2, 10);

async function registerAs(page: Page, role: 'company' | 'job_seeker', name: string): Promise<void> {
  const username = `mod.${tag()}`;
  const response = await page.request.post('/api/register', {
    data: { username, password: 'e2e-Secret-42', email: `${username}@example.com`, role, name },
  });
  expect(response.status()).toBe(201);
  await confirmEmailOf(page.request, `${username}@example.com`);
}

describe('moderation', () => {
  it('three reports hide a job; the admin restores it from the desk and the audit log shows it', async () => {
    const title = `Unbelievable Remote Earner ${tag()}`;
    const company = await browser.newPage();
    await registerAs(company, 'company', `Too Good Ltd ${tag()}`);
    const posted = await company.request.post('/api/jobs', {
      data: {
        title,
        description: 'Earn a fortune from home, no experience needed, just pay the starter fee.',
        requirements: 'A bank card.',
        location: 'Remote',
        jobType: 'remote',
      },
    });
    expect(posted.status()).toBe(201);
    const job = (await posted.json()) as Job;

    // The first reporter uses the job page's control and dialog.
    const first = await browser.newPage();
    await registerAs(first, 'job_seeker', 'Rita Reporter');
    await first.goto(`/job/${job.id}`);
    await first.getByRole('button', { name: reportLabels.reportJob }).click();
    const dialog = first.getByRole('dialog', { name: reportLabels.dialogTitle });
    await dialog.getByRole('combobox', { name: reportLabels.reason }).selectOption('scam');
    await dialog.getByRole('textbox', { name: reportLabels.details }).fill('Asks applicants for a starter fee.');
    await dialog.getByRole('button', { name: reportLabels.send }).click();
    await first.getByRole('button', { name: reportLabels.sent }).waitFor();

    // Two more users report it through the API.
    for (const name of ['Rob Reporter', 'Rae Reporter']) {
      const page = await browser.newPage();
      await registerAs(page, 'job_seeker', name);
      const response = await page.request.post(`/api/jobs/${job.id}/reports`, { data: { reason: 'scam' } });
      expect(response.status()).toBe(201);
    }

    // Hidden from the public: the API and the page both say not found.
    const visitor = await browser.newPage();
    expect((await visitor.request.get(`/api/jobs/${job.id}`)).status()).toBe(404);
    expect((await visitor.goto(`/job/${job.id}`))?.status()).toBe(404);

    // The admin restores it from the desk, with a reason.
    const admin = await browser.newPage();
    await signInDemoAdmin(admin.request);
    await admin.goto('/admin');
    const item = admin.getByRole('listitem', { name: title });
    await item.getByText(deskLabels.states['hidden-for-review']).waitFor();
    await item.getByText('Asks applicants for a starter fee.', { exact: false }).waitFor();
    await item.getByRole('button', { name: deskLabels.actionFor(deskLabels.restore, title) }).click();
    const confirm = admin.getByRole('dialog');
    await confirm.getByRole('textbox', { name: deskLabels.reasonLabel }).fill('Called the company: genuine offer');
    await confirm.getByRole('button', { name: deskLabels.restore, exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await item.waitFor({ state: 'detached' });
    expect((await visitor.request.get(`/api/jobs/${job.id}`)).status()).toBe(200);

    // The audit log shows who restored it and why, above the board's own hide.
    await admin.getByRole('tab', { name: deskLabels.tabs.audit }).click();
    const log = admin.getByRole('list', { name: deskLabels.tabs.audit });
    const restored = log
      .getByRole('listitem')
      .filter({ hasText: `${deskLabels.auditActions['job.restored']} “${title}”` });
    await restored.getByText('Called the company: genuine offer', { exact: false }).waitFor();
    await log
      .getByRole('listitem')
      .filter({ hasText: `${deskLabels.auditActions['job.hidden']} “${title}”` })
      .waitFor();
  });
});
