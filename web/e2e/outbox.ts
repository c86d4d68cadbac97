/** The e2e stack's outbox (where every email lands locally), read by polling: senders run after the answer. */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
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
