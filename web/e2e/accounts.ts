/** Accounts for the e2e flows: made through the API, their session left in the page's browser context. */
import type { Page } from 'playwright-core';
import type { PublicUser } from '../../shared/types.js';
import { confirmEmailOf } from './outbox.js';

/** A short random word, to keep each run's names apart. */
export const tag = () => Math.random().toString(36).slice(2, 10);

/**
 * A new account, its email confirmed through the mailed link, whose session lands in this page's browser context
 * (sign-in is not what these tests are about).
 */
export async function signUp(page: Page, role: 'company' | 'job_seeker', name: string): Promise<PublicUser> {
  const username = `sk${role === 'company' ? 'co' : 'js'}${tag()}`;
  const email = `${username}@example.com`;
  const answer = await page.request.post('/api/register', {
    data: { username, email, name, role, password: 'e2e-Secret-42' },
  });
  expect(answer.status()).toBe(201);
  await confirmEmailOf(page.request, email);
  return { ...((await answer.json()) as PublicUser), emailVerified: true };
}
