/** The e2e stack's outbox (where every email lands locally), read by polling: senders run after the answer. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from 'playwright-core';
import { inject } from 'vitest';

const outboxDir = inject('outboxDir');

/** The first mail to `to` that contains `text`, waited for up to about ten seconds. */
export async function mailTo(to: string, text: string): Promise<string> {
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

/**
 * Confirms a new account's address as its owner would: the link in the confirmation mail, whose page posts the
 * token to POST /api/confirm-email. Accounts must be confirmed before they apply, post jobs or create alerts.
 */
export async function confirmEmailOf(request: APIRequestContext, email: string): Promise<void> {
  const mail = await mailTo(email, 'Subject: Confirm your JobBoard email address');
  const token = mail.replace(/=\r\n/g, '').match(/\/confirm-email#token=([\w-]{43})/)?.[1];
  expect(token).toBeDefined();
  const answer = await request.post('/api/confirm-email', { data: { token } });
  expect(answer.status()).toBe(200);
}
