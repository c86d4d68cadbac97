/**
 * A company's profile in Chromium against the real `npm start` stack (s3rver included): the company edits its
 * description on its profile screen and uploads a PNG logo (the browser posts it straight to the local S3, the API
 * checks and publishes it); the public company page then shows both, served from /logos/ with the sandboxing
 * headers, and the response-time line.
 */
import { responseTimeLabels, companyProfileLabels as t } from '../../shared/texts/company-texts.js';
import type { PublicUser } from '../../shared/types.js';
import { startBrowserPerFile } from './browser.js';
import { confirmEmailOf } from './outbox.js';

const browser = startBrowserPerFile();
const tag = () => Math.random().toString(36).slice(2, 10);

/** A 1×1 PNG. */
const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('company profile', () => {
  it('edit the description and upload a PNG logo → the public page shows both and the response time', async () => {
    const page = await browser.newPage();
    const username = `prof${tag()}`;
    const answer = await page.request.post('/api/register', {
      data: {
        username,
        email: `${username}@example.com`,
        name: 'Tidewater Tools',
        role: 'company',
        password: 'e2e-Secret-42',
      },
    });
    expect(answer.status()).toBe(201);
    await confirmEmailOf(page.request, `${username}@example.com`);
    const { companyId } = (await answer.json()) as PublicUser;

    await page.goto('/');
    await page.getByRole('button', { name: 'My Account' }).click();
    await page.getByRole('menuitem', { name: t.title }).click();
    const description = page.getByRole('textbox', { name: t.description });
    await description.fill('We make tide tables and harbour software for small ports.');
    await page.getByRole('button', { name: t.save }).click();
    await page.getByText(t.saved).waitFor();

    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: t.uploadLogo }).click(),
    ]);
    await chooser.setFiles({ name: 'tidewater.png', mimeType: 'image/png', buffer: png });
    await page.getByRole('button', { name: t.replaceLogo }).waitFor();

    await page.getByRole('link', { name: t.viewPublicPage }).click();
    await page.getByRole('heading', { level: 1, name: 'Tidewater Tools' }).waitFor();
    expect(page.url()).toMatch(new RegExp(`/companies/${companyId}$`));
    await page.getByText('We make tide tables and harbour software for small ports.').waitFor();
    await page
      .getByRole('region', { name: responseTimeLabels.heading })
      .getByText(responseTimeLabels.notEnough)
      .waitFor();

    const logo = page.locator(`img[src^="/logos/${companyId}/"]`).first();
    await logo.waitFor();
    expect(await logo.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth)).toBe(1);
    const served = await page.request.get((await logo.getAttribute('src')) as string);
    expect(served.status()).toBe(200);
    expect(served.headers()['content-type']).toBe('image/png');
    expect(served.headers()['x-content-type-options']).toBe('nosniff');
    expect(served.headers()['content-security-policy']).toMatch(/^sandbox/);
  });
});
