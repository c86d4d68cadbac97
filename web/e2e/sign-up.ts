/** What the e2e flows need first: a unique word, an account signed in in the page's browser, an option chosen. */
import type { Page } from 'playwright-core';
import type { PublicUser } from '../../shared/types.js';
import { confirmEmailOf } from './outbox.js';

/** Lowercase letters only, so the search index keeps it as one word of its own. */
export const uniqueWord = () =>
  `zq${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;

/**
 * A new account, its email confirmed through the mailed link, signed in in this page's browser context: the API request shares the context's cookies, so the
 * session cookie lands in the browser (the sign-in screen is not what these tests are about).
 */
export async function registerAs(page: Page, role: 'company' | 'job_seeker', name: string): Promise<PublicUser> {
  const username = `${role === 'company' ? 'co' : 'js'}.${uniqueWord()}`;
  const email = `${username}@example.com`;
  const response = await page.request.post('/api/register', {
    data: { username, password: 'e2e-Secret-42', email, role, name },
  });
  expect(response.status()).toBe(201);
  await confirmEmailOf(page.request, email);
  return { ...((await response.json()) as PublicUser), emailVerified: true };
}

/** Picks `option` in the MUI select named `field`. */
export async function choose(page: Page, field: RegExp | string, option: string) {
  await page.getByRole('combobox', { name: field }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}
