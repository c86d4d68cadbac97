/**
 * Local mail: each message becomes one .eml file in OUTBOX_DIR (any mail client opens it) and its links are
 * printed on the console, so a developer can follow a reset link without an AWS account.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type MailMessage, toEml } from './message.js';

export async function writeToOutbox(dir: string, message: MailMessage, from: string): Promise<string> {
  await mkdir(dir, { recursive: true });
  const stamp = new Date().toISOString().replace(/[:.]/g, '-');
  const file = join(dir, `${stamp}-${randomBytes(3).toString('hex')}.eml`);
  await writeFile(file, toEml(message, from), { mode: 0o600 });
  const links = message.text.match(/https?:\/\/\S+/g) ?? [];
  console.info(
    [`[outbox] Mail to ${message.to}: "${message.subject}" saved as ${file}`, ...links.map((link) => `  ${link}`)].join(
      '\n',
    ),
  );
  return file;
}
