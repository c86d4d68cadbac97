/**
 * The mail tests' two ends: a fresh outbox folder per test (where mail goes locally) and SES mocked at the SDK
 * boundary (where it goes deployed). Call once at the top of a test file; it registers its own hooks.
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { mockClient } from 'aws-sdk-client-mock';
import { afterAll, afterEach, beforeEach } from 'vitest';

export function withMailOutbox() {
  const ses = mockClient(SESv2Client);
  const fileOutbox = process.env.OUTBOX_DIR; // the file's own (testing/setup.ts), given back after each test
  let outbox = '';
  beforeEach(() => {
    outbox = mkdtempSync(join(tmpdir(), 'outbox-'));
    process.env.OUTBOX_DIR = outbox;
    ses.reset();
  });
  afterEach(() => {
    rmSync(outbox, { recursive: true, force: true });
    if (fileOutbox) process.env.OUTBOX_DIR = fileOutbox;
    else delete process.env.OUTBOX_DIR;
    delete process.env.MAIL_FROM;
  });
  // The SDK is loaded once per test worker, shared by the files it runs: leave SES unmocked for the next file.
  afterAll(() => ses.restore());
  return {
    ses,
    /** The .eml files written so far, oldest name first. */
    files: () => readdirSync(outbox).filter((file) => file.endsWith('.eml')),
    /** Forgets what was written so far (e.g. the confirmation link of a registration the test does not look at). */
    clear: () => {
      for (const file of readdirSync(outbox)) rmSync(join(outbox, file), { force: true });
    },
    /** Their text. */
    mails: () =>
      readdirSync(outbox)
        .filter((file) => file.endsWith('.eml'))
        .map((file) => readFileSync(join(outbox, file), 'utf8')),
  };
}
